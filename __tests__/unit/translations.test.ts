/**
 * @jest-environment node
 *
 * The Spanish content in data/es/ beside the English in data/ (src/content/locales.ts): a
 * counterpart of the same name for every file, the words translated and everything else
 * repeated as it is, and the rules of the English copy applied to the Spanish in Spanish terms.
 */
import fs from "fs";
import path from "path";
import { formatError, loadContent } from "../../gatsby/content/load";
import {
  copyData,
  DATA_DIR,
  DATA_LABEL,
  editJson,
  editText,
  inFiles,
  loadContentUnderTest,
  messagesAdded,
  PROJECT_ROOT,
} from "../helpers/dataCopy";
import { TRANSLATED_LOCALES } from "../../src/content/locales";

/** The day the build's checks take as today, so that no article changes status with the calendar. */
const TODAY = "2026-01-01";

const spanish = (messages: string[]) => messages.filter((message) => message.startsWith("data/es/"));

/**
 * What the build says of the Spanish files after a change to the files it names (relative to
 * data/), tried on a copy of those files alone: the lines the change adds.
 */
const after = (files: readonly string[], change: (dataDir: string) => void) =>
  spanish(messagesAdded(inFiles(files, change), { today: TODAY }));

/** A file of data/ and its Spanish file, for each file named. */
const both = (...files: string[]) => files.flatMap((file) => [file, `es/${file}`]);

/** The Spanish articles whose text names `slug` (a related article, a link), with their English files. */
const articlesNaming = (slug: string) =>
  both(
    ...fs
      .readdirSync(path.join(DATA_DIR, "es/blog"))
      .filter((file) => file.endsWith(".md") && fs.readFileSync(path.join(DATA_DIR, "es/blog", file), "utf8").includes(`"${slug}"`))
      .map((file) => `blog/${file}`),
  );

describe("the Spanish content", () => {
  const { content, translations, awaiting } = loadContentUnderTest();

  it.each(TRANSLATED_LOCALES)("(%s) translates every file of data/ but those awaiting translation, and nothing else", (locale) => {
    const waiting = new Set(awaiting.filter((entry) => entry.locale === locale).map((entry) => entry.file));
    const names = (c: typeof content) =>
      [c.site, ...Object.values(c).flat()]
        .filter((entry): entry is NonNullable<typeof entry> => entry !== null && typeof entry === "object" && "file" in entry)
        .map((entry) => entry.file.replace(`${DATA_LABEL}/${locale}/`, `${DATA_LABEL}/`))
        .filter((file) => !waiting.has(file))
        .sort();
    expect(names(translations[locale])).toEqual(names(content));
  });
});

describe("a Spanish file and its English file", () => {
  it("an editor's new English article, service, area, landing page and author go live before their translation", () => {
    // The editor's change docs/developers.md describes: English files dropped into data/, no Spanish file yet.
    const fixture = path.join(PROJECT_ROOT, "__tests__/fixtures/editors-change");
    const added = (fs.readdirSync(fixture, { recursive: true }) as string[])
      .map((file) => file.split(path.sep).join("/"))
      .filter((file) => /\.(json|md)$/.test(file) && !file.startsWith("es/") && !fs.existsSync(path.join(fixture, "es", file)));
    const copy = copyData();
    try {
      fs.cpSync(fixture, copy.dataDir, { recursive: true });
      const loaded = loadContent(copy.root, copy.dataDir, { today: TODAY });
      expect(spanish(loaded.errors.map(formatError))).toEqual([]);
      expect(loaded.awaiting.map(({ file, translation }) => `${file} -> ${translation}`).sort()).toEqual(
        added.map((file) => `data/${file} -> data/es/${file}`).sort(),
      );
    } finally {
      copy.cleanup();
    }
    expect(added).toEqual(
      expect.arrayContaining(["areas/cutler-bay.json", "landing/cutler-bay-it-support.json", "authors/kevin-osei.json"]),
    );
  });

  it("a fixed page or a legal page without its translation fails the build, naming the file it should be", () => {
    const found = after(both("pages/home.json", "legal/terms-of-service.json"), (dataDir) => {
      fs.rmSync(path.join(dataDir, "es/pages/home.json"));
      fs.rmSync(path.join(dataDir, "es/legal/terms-of-service.json"));
    });
    expect(found).toEqual(
      expect.arrayContaining([
        "data/es/pages/home.json: is missing: the Spanish site cannot go without it; translate data/pages/home.json into a file of the same name here",
        "data/es/legal/terms-of-service.json: is missing: the Spanish site cannot go without it; translate data/legal/terms-of-service.json into a file of the same name here",
      ]),
    );
  });

  it("a translated page may not rest on an untranslated one: its author, say; a related article it leaves out", () => {
    const AUTHOR = "authors/luis-castellanos.json";
    const name = JSON.parse(fs.readFileSync(path.join(DATA_DIR, AUTHOR), "utf8")).name as string;
    const articles = both(
      ...fs
        .readdirSync(path.join(DATA_DIR, "es/blog"))
        .filter((file) => new RegExp(`^author: "?${name}"?$`, "m").test(fs.readFileSync(path.join(DATA_DIR, "blog", file), "utf8")))
        .map((file) => `blog/${file}`),
    );
    const found = after([...both(AUTHOR), ...articles], (dataDir) => fs.rmSync(path.join(dataDir, "es", AUTHOR)));
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/es\/blog\/[a-z0-9-]+\.md: field "author" names "Luis Castellanos", which has no page in this language \(data\/authors\/luis-castellanos\.json has no translation yet\): translate it too \(data\/blog\//,
        ),
      ]),
    );
    const related = after([...both("blog/voip-benefits.md"), ...articlesNaming("voip-benefits")], (dataDir) =>
      fs.rmSync(path.join(dataDir, "es/blog/voip-benefits.md")),
    );
    expect(related.filter((message) => message.includes('field "related'))).toEqual([]);
  });

  it("a Spanish file without an English file fails the build", () => {
    const found = after(both("services/it-audit.json"), (dataDir) =>
      fs.copyFileSync(path.join(dataDir, "es/services/it-audit.json"), path.join(dataDir, "es/services/auditoria.json")),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        "data/es/services/auditoria.json: translates data/services/auditoria.json, which does not exist: a translation takes the name of its English file",
      ]),
    );
  });

  it("repeats the English file's references, figures, anchors and pictures, naming the field and the English value", () => {
    // The pictures are there: the English file's is then right, and the Spanish file is told to repeat it.
    const pictures = ["services/images/it-support.jpg", "services/images/it-audit.jpg"];
    const found = after([...both("services/it-support.json"), ...pictures], (dataDir) => {
      editJson(path.join(dataDir, "es/services/it-support.json"), (data) => {
        data.order = 99;
        data.popular = !data.popular;
        data.image = "../../services/images/it-audit.jpg";
        const ids = (data.sections as Array<{ id?: string }>).map((section, i) => [i, section.id] as const).filter(([, id]) => id);
        data.sections[ids[0][0]].id = "otro";
      });
    });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/es\/services\/it-support\.json: field "order" is 99 but must be \d+ as in the English file \(data\/services\/it-support\.json\)$/,
        ),
        expect.stringMatching(
          /^data\/es\/services\/it-support\.json: field "popular" is (true|false) but must be (true|false) as in the English file/,
        ),
        expect.stringMatching(
          /^data\/es\/services\/it-support\.json: field "image" is "\.\.\/\.\.\/services\/images\/it-audit\.jpg", another picture than the English file's/,
        ),
        expect.stringMatching(
          /^data\/es\/services\/it-support\.json: field "sections #\d+ › id" is "otro" but must be "[a-z-]+" as in the English file, word for word/,
        ),
      ]),
    );
  });

  it("follows an edit of the English file: a changed date or reference names the Spanish file that still has the old one", () => {
    const found = after(both("blog/voip-benefits.md"), (dataDir) =>
      editText(path.join(dataDir, "blog/voip-benefits.md"), (text) => text.replace(/^date: .*$/m, 'date: "2024-01-02"')),
    );
    expect(found).toEqual([
      expect.stringMatching(/^data\/es\/blog\/voip-benefits\.md: field "date" is "[\d-]+" but must be "2024-01-02" as in the English file/),
    ]);
  });

  it("is not told to copy a value the English file gets wrong, which has its own error there", () => {
    // The service the article names is there, so that the Spanish file is told to repeat it until the English file's is wrong.
    const files = both("blog/voip-benefits.md", "services/voip-services.json");
    const all = messagesAdded(
      inFiles(files, (dataDir) =>
        editText(path.join(dataDir, "blog/voip-benefits.md"), (text) =>
          text.replace(/^date: .*$/m, 'date: "June 5th"').replace(/^service: .*$/m, 'service: "it-helpdesk"'),
        ),
      ),
      { today: TODAY },
    );
    expect(all.filter((message) => message.includes("voip-benefits"))).toEqual([
      expect.stringMatching(/^data\/blog\/voip-benefits\.md: field "date" must be a date/),
      expect.stringMatching(/^data\/blog\/voip-benefits\.md: field "service" names "it-helpdesk", which is not a service/),
    ]);
    // The same Spanish file is told when the English file's new value is a right one.
    const right = after(files, (dataDir) =>
      editText(path.join(dataDir, "blog/voip-benefits.md"), (text) => text.replace(/^date: .*$/m, 'date: "2024-01-02"')),
    );
    expect(right).toEqual([expect.stringMatching(/^data\/es\/blog\/voip-benefits\.md: field "date"/)]);
  });

  it("translates each item of a list, in the same order: a list of another length fails", () => {
    const found = after(both("services/it-support.json"), (dataDir) =>
      editJson(path.join(dataDir, "es/services/it-support.json"), (data) => {
        data.features.pop();
      }),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'data/es/services/it-support.json: field "features" has 3 item(s) but the English file has 4: translate each item, in the same order (data/services/it-support.json)',
      ]),
    );
  });

  it("may leave out a title for search results that its own headline makes unneeded, and changes its words freely", () => {
    const found = after(both("blog/voip-benefits.md", "site.json"), (dataDir) => {
      editText(path.join(dataDir, "es/blog/voip-benefits.md"), (text) =>
        text.replace(/^seoTitle: .*\n/m, "").replace(/^title: .*$/m, 'title: "Telefonía VoIP para empresas de Miami"'),
      );
      editJson(path.join(dataDir, "es/site.json"), (data) => {
        data.tagline = "Soporte de TI para las empresas de Miami";
      });
    });
    expect(found).toEqual([]);
  });

  it("has its own address, unique among its kind", () => {
    const found = after(both("services/it-support.json", "services/it-audit.json"), (dataDir) => {
      const other = JSON.parse(fs.readFileSync(path.join(dataDir, "es/services/it-audit.json"), "utf8")).slug;
      editJson(path.join(dataDir, "es/services/it-support.json"), (data) => {
        data.slug = other;
      });
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'data/es/services/it-support.json: field "slug" "auditoria-de-ti" is already used by data/es/services/it-audit.json',
      ]),
    );
  });
});

describe("the rules of the copy, in Spanish", () => {
  it("an article's address may not take the Spanish blog's own words (pagina, categoria, autores)", () => {
    const found = after(both("blog/voip-benefits.md"), (dataDir) =>
      editText(path.join(dataDir, "es/blog/voip-benefits.md"), (text) => text.replace(/^slug: .*$/m, "slug: pagina")),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'data/es/blog/voip-benefits.md: field "slug" "pagina" is taken by the blog\'s own pages (/es/blog/pagina/...): choose another',
      ]),
    );
  });

  it("an article links to the Spanish pages: an English address in a Spanish article is named", () => {
    // The English page is there: the Spanish article may still not link to it.
    const found = after(both("blog/voip-benefits.md", "services/it-support.json"), (dataDir) =>
      editText(path.join(dataDir, "es/blog/voip-benefits.md"), (text) => `${text}\nVea [soporte](/services/it-support/).\n`),
    );
    expect(found).toEqual([
      'data/es/blog/voip-benefits.md: field "(body)" links to "/services/it-support/", which is not a page of the site',
    ]);
  });

  it("a Spanish promise of a guarantee needs its terms, but a product's warranty (garantía) is no promise", () => {
    const found = after(both("services/it-support.json", "site.json"), (dataDir) =>
      editJson(path.join(dataDir, "es/services/it-support.json"), (data) => {
        data.description = "Le garantizamos una respuesta en minutos. Revisamos la garantía de cada equipo.";
      }),
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^data\/es\/services\/it-support\.json: field "description" promises a guarantee \("…Le garantizamos.*of data\/es\/site\.json/,
      ),
    ]);
  });

  it("the sentence that links to the home page names the Spanish service", () => {
    const found = after(both("site.json"), (dataDir) =>
      editJson(path.join(dataDir, "es/site.json"), (data) => {
        data.ui.homeLinkText = "servicios de TI en Miami";
      }),
    );
    expect(found).toEqual([
      'data/es/site.json: field "ui › homeLinkText" must read "servicios de TI administrados en Miami", got "servicios de TI en Miami"',
    ]);
  });

  it("titles and descriptions for search results keep the same lengths as in English", () => {
    const found = after(both("areas/doral.json"), (dataDir) =>
      editJson(path.join(dataDir, "es/areas/doral.json"), (data) => {
        data.seo.title = "Soporte técnico y servicios de TI administrados para empresas de Doral";
        data.seo.description = "Soporte de TI en Doral.";
      }),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'data/es/areas/doral.json: field "seo › description" must be at least 70 characters, got 23',
        expect.stringMatching(/^data\/es\/areas\/doral\.json: field "seo › title" has 70 characters; search results show about 60/),
      ]),
    );
  });
});
