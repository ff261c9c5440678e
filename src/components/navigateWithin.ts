import { navigate } from "gatsby";
import { headTags, staticParts } from "./deferred";

/**
 * The code a page reached by a link needs beyond the first page's (its static parts, its head:
 * src/components/deferred.ts), fetched once. A failure (offline) is left to the move itself,
 * which Gatsby handles.
 */
export function preloadLaterPages(): Promise<void> {
  return Promise.all([staticParts.load(), headTags.load()]).then(
    () => undefined,
    () => undefined,
  );
}

/** Moves to another page of the site once the code it needs has arrived, so it renders whole at once. */
export function navigateWithin(route: string): void {
  void preloadLaterPages().then(() => navigate(route));
}
