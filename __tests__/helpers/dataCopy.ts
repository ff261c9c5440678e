import fs from "fs";
import os from "os";
import path from "path";
import { formatError, loadContent, type Content, type LoadOptions } from "../../gatsby/content/load";
import { DEFAULT_LOCALE, type Locale } from "../../src/content/locales";

export const PROJECT_ROOT = path.resolve(__dirname, "../..");

/**
 * The content under test: data/, or the folder SITE_DATA_DIR names, as the build reads it
 * (gatsby/dataDir.ts). `npm test` runs the unit tests on both: data/ and an editor's copy of it.
 */
export const DATA_DIR = path.resolve(process.env.SITE_DATA_DIR || path.join(PROJECT_ROOT, "data"));

/**
 * How the lines about the content under test begin: "data", or the name of the folder
 * SITE_DATA_DIR names ("data/site.json", "tmp.x1y2/site.json").
 */
export const DATA_LABEL = path.basename(DATA_DIR);

/** The folder that holds the content under test, for `loadContent(CONTENT_ROOT)`: its files are named data/… from there. */
export const CONTENT_ROOT = path.dirname(DATA_DIR);

/** The site's static/ folder, which data/site.json's badges and photos point into. */
const STATIC_DIR = path.join(PROJECT_ROOT, "static");

/** The content under test as the build loads it, and the problems the content check finds in it. */
export const loadContentOfRun = () => loadContent(CONTENT_ROOT, DATA_DIR, { staticDir: STATIC_DIR });

/** The variable that names the file where the unit tests' run left the content it loaded (__tests__/contentOnce.ts). */
export const CONTENT_UNDER_TEST = "SITE_CONTENT_UNDER_TEST";

let underTest: ReturnType<typeof loadContent> | undefined;
/**
 * The content under test as the build loads it, and the problems the content check finds in it:
 * loaded once for the run of the unit tests, and shared by the tests of a file, which read it and
 * never change it. Without the run's file (a test run otherwise), the file loads it itself.
 */
export function loadContentUnderTest(): ReturnType<typeof loadContent> {
  const file = process.env[CONTENT_UNDER_TEST];
  underTest ??= file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : loadContentOfRun();
  return underTest!;
}

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

/**
 * One throw-away copy of the content under test for all the tests of a file, put back as it was
 * by `reset()` (after each test): its text files are written again where a test changed, added
 * or removed one, which costs a fraction of a new copy.
 */
export function sharedCopy(): ReturnType<typeof copyData> & { reset: () => void } {
  const copy = copyData();
  const originals = new Map(textFiles(DATA_DIR).map((file) => [file, fs.readFileSync(path.join(DATA_DIR, file), "utf8")]));
  const reset = () => {
    for (const file of textFiles(copy.dataDir)) if (!originals.has(file)) fs.rmSync(path.join(copy.dataDir, file));
    for (const [file, text] of originals) {
      const target = path.join(copy.dataDir, file);
      if (!fs.existsSync(target) || fs.readFileSync(target, "utf8") !== text) {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, text);
      }
    }
  };
  return { ...copy, reset };
}

/** The JSON and markdown files under a folder, relative to it. */
const textFiles = (dir: string) => (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => /\.(json|md)$/.test(file));

/**
 * A change to the content that touches only the files it names (relative to data/), and whose
 * messages depend on those files alone, so it can be tried on a copy of those files: the build
 * then also reports the rest missing, which the caller leaves aside (see `messagesAdded`).
 */
export type FilesChange = ((dataDir: string) => void) & { files: readonly string[] };
export const inFiles = (files: readonly string[], change: (dataDir: string) => void): FilesChange => Object.assign(change, { files });
export const inFile = (file: string, change: (dataDir: string) => void): FilesChange => inFiles([file], change);

/**
 * The folder where a test file tries changes on copies of a few files: it keeps the files of the
 * last try, and the next try puts back, adds or removes only the files that differ, since this
 * file system takes far longer to delete a file than to write one. It goes when the test file's
 * tests end.
 */
let scratch: string | undefined;
if (typeof afterAll === "function")
  afterAll(() => {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    scratch = undefined;
  });

/** The scratch folder's data/, holding exactly these files of the content under test (relative to data/), as they are. */
function scratchWith(files: readonly string[]): string {
  scratch ??= fs.mkdtempSync(path.join(os.tmpdir(), "site-data-"));
  const dataDir = path.join(scratch, "data");
  const wanted = new Set(files);
  if (fs.existsSync(dataDir))
    for (const entry of fs.readdirSync(dataDir, { recursive: true, withFileTypes: true }))
      if (!entry.isDirectory() && !wanted.has(path.relative(dataDir, path.join(entry.parentPath, entry.name))))
        fs.rmSync(path.join(entry.parentPath, entry.name));
  for (const file of files) {
    const source = fs.readFileSync(path.join(DATA_DIR, file));
    const target = path.join(dataDir, file);
    if (fs.existsSync(target) && fs.readFileSync(target).equals(source)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, source);
  }
  return dataDir;
}

/** The build's lines about a copy of some files of the content under test (relative to data/), after `change`. */
function messagesOfFiles(files: readonly string[], change: (dataDir: string) => void, options: LoadOptions): string[] {
  const dataDir = scratchWith(files);
  change(dataDir);
  return loadContent(path.dirname(dataDir), dataDir, { staticDir: STATIC_DIR, ...options }).errors.map(formatError);
}

/**
 * The build's lines about a copy of the files a change names, after the change: a change to some
 * files' own words (the house style, say) is tried on those files alone, a fraction of the time of
 * the whole content. The lines about the rest (every other file missing) are the caller's to
 * leave aside.
 */
export const messagesAfter = (change: FilesChange, options: LoadOptions = {}): string[] => messagesOfFiles(change.files, change, options);

const before = new Map<string, string[]>();
/**
 * The lines a change adds to the build's report on a copy of the files it names: on the whole
 * content, which builds without a line, they are the whole report. Lines the same files give
 * without the change (the rest of the content missing) are left out, as many times as they were
 * there; the lines of the files unchanged are worked out once per file of tests.
 */
export function messagesAdded(change: FilesChange, options: LoadOptions = {}): string[] {
  const key = JSON.stringify([change.files, options]);
  if (!before.has(key))
    before.set(
      key,
      messagesOfFiles(change.files, () => undefined, options),
    );
  const left = [...before.get(key)!];
  return messagesOfFiles(change.files, change, options).filter((message) => {
    const i = left.indexOf(message);
    if (i >= 0) left.splice(i, 1);
    return i < 0;
  });
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
