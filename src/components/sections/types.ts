/** What every section block component receives: its block from data, and the page's phone number. */
export interface BlockProps {
  block: Queries.SectionFieldsFragment;
  /** The number this page's call links use. */
  phone: string;
}

export type SectionItem = NonNullable<Queries.SectionFieldsFragment["items"]>[number];

/** The items of a block, which the content rules guarantee for the types that need them. */
export function itemsOf(block: Queries.SectionFieldsFragment): readonly SectionItem[] {
  return block.items ?? [];
}
