/**
 * Names that a line must never end inside ("Microsoft 365", "PCI DSS", "SOC 2": data/site.json
 * `keepTogether`): their words are joined with no-break spaces wherever they appear as whole
 * words, so a phone never shows "Microsoft" at the end of one line and "365" on the next.
 */
export const NO_BREAK_SPACE = "\u00a0";

const patterns = new Map<string, RegExp>();

/** The pattern of one name: its words with a space or a no-break space between them, not inside a longer word or number. */
function patternOf(name: string): RegExp {
  if (!patterns.has(name)) {
    const words = name.split(" ").map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    patterns.set(name, new RegExp(`(?<![\\p{L}\\p{N}])${words.join("[ \\u00a0]")}(?![\\p{L}\\p{N}])`, "gu"));
  }
  return patterns.get(name)!;
}

/** `text` with the words of each of `names` joined by no-break spaces. */
export function keepTogether(text: string, names: readonly string[]): string {
  let kept = text;
  for (const name of names) {
    if (!name.includes(" ")) continue;
    kept = kept.replace(patternOf(name), name.split(" ").join(NO_BREAK_SPACE));
  }
  return kept;
}

/** `text` with plain spaces for no-break ones: what a form sends, whatever the page showed. */
export const plainSpaces = (text: string): string => text.replace(/\u00a0/g, " ");
