/** What gatsby/content reads from data/ and reports about it. */
import type { FieldError } from "../../src/content/rules";
import type { CollectionName } from "../../src/content/collections";

export interface ContentFile {
  /** Path relative to the project root, e.g. "data/blog/voip-benefits.md". */
  file: string;
  data: Record<string, unknown>;
  /** Markdown body, for articles. */
  body?: string;
  /** The line of the file the body starts on, for messages about a line of it. */
  bodyLine?: number;
}

export interface ContentError extends FieldError {
  file: string;
}

export type Content = { site: ContentFile | null } & Record<CollectionName, ContentFile[]>;
