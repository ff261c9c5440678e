/**
 * What an area page or a local landing page shows that may come from elsewhere, settled in one
 * place: the number it shows, the photo a landing page borrows from its area, the place its
 * headings name, and the sentences linking an area and its landing pages to each other.
 */
import type { Routes } from "./paths";
import type { Site } from "./content";

interface Entry {
  readonly slug: string;
  readonly name: string;
}

/** A page or area whose photo may be shown: `image` and `share` are the same file, processed twice. */
interface PhotoOwner<I, S> extends Entry {
  readonly imageAlt?: string | null;
  readonly image?: I | null;
  readonly share?: S | null;
}

interface Page<I, S> extends PhotoOwner<I, S> {
  readonly phone?: string | null;
  /** A landing page's area. */
  readonly area?: PhotoOwner<I, S> | null;
}

export interface CrossLink {
  /** "Comparing IT providers? See {name}." */
  sentence: string;
  name: string;
  to: string;
}

/**
 * `landings` are the landing pages of the area the page is (none for a landing page, whose
 * area links back instead; see gatsby/createPages.ts).
 */
export function resolveLocalPage<I, S>(page: Page<I, S>, landings: readonly Entry[], site: Pick<Site, "ui" | "phones">, routes: Routes) {
  const area = page.area ?? null;
  const photo = page.image ? page : area;
  const links: CrossLink[] = [
    ...(area ? [{ sentence: site.ui.areaLink, name: area.name, to: routes.area(area.slug) }] : []),
    ...landings.map((landing) => ({ sentence: site.ui.landingLink, name: landing.name, to: routes.landing(landing.slug) })),
  ];
  return {
    phone: site.phones[page.phone ?? "primary"],
    image: photo?.image ?? null,
    share: photo?.share ?? null,
    imageAlt: photo?.imageAlt ?? "",
    /** The place the page is about: its area's name, for a landing page that has one. */
    placeName: (area ?? page).name,
    links,
  };
}
