import fs from "fs";
import os from "os";
import path from "path";
import { formatError, loadContent, type Content } from "../../gatsby/content/load";
import { DEFAULT_LOCALE, type Locale } from "../../src/content/locales";

export const PROJECT_ROOT = path.resolve(__dirname, "../..");

/**
 * The content under test: data/, or the folder SITE_DATA_DIR names, as the build reads it
 * (gatsby/dataDir.ts). `npm test` runs the unit tests on both: data/ and an editor's copy of it.
 */
export const DATA_DIR = path.resolve(process.env.SITE_DATA_DIR || path.join(PROJECT_ROOT, "data"));

/** The folder that holds the content under test, for `loadContent(CONTENT_ROOT)`: its files are named data/… from there. */
export const CONTENT_ROOT = path.dirname(DATA_DIR);

/** The content under test as the build loads it, and the problems the content check finds in it. */
export const loadContentUnderTest = () => loadContent(CONTENT_ROOT, DATA_DIR, { staticDir: path.join(PROJECT_ROOT, "static") });

/** The files of one language of the content under test, as the build loads them. */
export function contentIn(locale: Locale): Content {
  const loaded = loadContentUnderTest();
  return locale === DEFAULT_LOCALE ? loaded.content : loaded.translations[locale as Exclude<Locale, typeof DEFAULT_LOCALE>];
}

/**
 * The messages about English files only: a test that breaks an English file meets its own error
 * there, and the translation then differs from it too (tested in translations.test.ts).
 */
export const inEnglishFiles = (messages: string[]) => messages.filter((message) => !/^data\/[a-z]{2}\//.test(message));

/**
 * A throw-away copy of the content under test, for breaking one file at a time. The text files
 * are copied; the pictures, which no test changes, are linked (a copy of their megabytes for each
 * broken file was most of the unit tests' time), or copied where the system cannot link them.
 */
export function copyData(): { root: string; dataDir: string; cleanup: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-data-"));
  const dataDir = path.join(root, "data");
  fs.cpSync(DATA_DIR, dataDir, {
    recursive: true,
    filter: (source) => {
      if (fs.statSync(source).isDirectory() || /\.(json|md)$/.test(source)) return true;
      const target = path.join(dataDir, path.relative(DATA_DIR, source));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      try {
        fs.symlinkSync(source, target);
        return false;
      } catch {
        return true;
      }
    },
  });
  return { root, dataDir, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** A change to the content that touches one file only, which it names (relative to data/), so it can be tried on that file alone. */
export type OneFileChange = ((dataDir: string) => void) & { file: string };
export const inFile = (file: string, change: (dataDir: string) => void): OneFileChange => Object.assign(change, { file });

/**
 * The build's lines about a throw-away copy of the content under test after one change to its
 * data/. A change to one file's own words (the house style, say) is tried on a copy of that file
 * alone, a fraction of the time: the lines about the rest (every other file missing) are the
 * caller's to leave aside.
 */
export function messagesAfter(change: ((dataDir: string) => void) | OneFileChange): string[] {
  if ("file" in change) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-data-"));
    try {
      const target = path.join(root, "data", change.file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(DATA_DIR, change.file), target);
      change(path.join(root, "data"));
      return loadContent(root, path.join(root, "data"), { staticDir: path.join(PROJECT_ROOT, "static") }).errors.map(formatError);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }
  const { root, dataDir, cleanup } = copyData();
  try {
    change(dataDir);
    return loadContent(root, dataDir, { staticDir: path.join(PROJECT_ROOT, "static") }).errors.map(formatError);
  } finally {
    cleanup();
  }
}

export function editJson(file: string, edit: (data: Record<string, any>) => void): void {
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  edit(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
}

export function editText(file: string, edit: (text: string) => string): void {
  fs.writeFileSync(file, edit(fs.readFileSync(file, "utf8")));
}

/**
 * A paragraph added at the end of an article (`file`, under data/), as a one-file change, and the
 * line of the file it lands on: what a check of an article's body names.
 */
export function articleParagraph(file: string) {
  const withParagraph = (body: string, paragraph: string) => `${body.trimEnd()}\n\n${paragraph}\n`;
  return {
    paragraph: (text: string) => inFile(file, (dataDir) => editText(path.join(dataDir, file), (body) => withParagraph(body, text))),
    lineOf: (text: string) =>
      withParagraph(fs.readFileSync(path.join(DATA_DIR, file), "utf8"), text)
        .split("\n")
        .indexOf(text) + 1,
  };
}
