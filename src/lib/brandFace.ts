/**
 * The brand face, Plus Jakarta Sans (src/styles/face.css), costs a first visit nothing: the first
 * page a browser opens is set in the metric-matched fallback (src/styles/global.css), which lays
 * the words out almost exactly as the face does, and never asks for the face. Once that page has loaded
 * and the browser is idle, the face is fetched; the next page the visitor opens within the site
 * is drawn in it, and so is every page of a later visit, from its first paint, as the browser
 * keeps the file. The owner's rule (a face ships only when the side-by-side benchmark says it is
 * free) and the figures: docs/developers.md, "Design notes", Type.
 *
 * The styles name the face only under this attribute of <html> (src/styles/tokens.css).
 */
export const FACE_ATTRIBUTE = "data-face";

/** The family face.css declares; the face's tests check the two agree. */
export const FACE_FAMILY = "Plus Jakarta Sans";

/**
 * Where the browser notes that it has the face. A browser that fetched an earlier cut of the face
 * fetches the new one with the page and swaps it in when it arrives (face.css), as it does when
 * the file has left its cache.
 */
export const FACE_STORAGE_KEY = "coralwave-face";

/**
 * The head's inline script (gatsby-ssr.tsx): a browser that has fetched the face draws the page in
 * it from its first paint. Plain ES5; storage a browser refuses leaves the fallback.
 */
export const KNOWN_FACE_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(FACE_STORAGE_KEY)}))document.documentElement.setAttribute(${JSON.stringify(FACE_ATTRIBUTE)},"")}catch(e){}`;

let faceReady = false;

/** Fetches the face without drawing anything in it, and notes that the browser has it. */
export function fetchFace(): void {
  document.fonts?.load(`1em "${FACE_FAMILY}"`).then(
    (faces) => {
      if (!faces.length) return;
      faceReady = true;
      try {
        localStorage.setItem(FACE_STORAGE_KEY, "1");
      } catch {
        // Storage refused: this visit still draws its next pages in the face.
      }
    },
    () => undefined,
  );
}

/** Before the visitor's next page is drawn: the face, once it is here. */
export function showFace(): void {
  if (faceReady) document.documentElement.setAttribute(FACE_ATTRIBUTE, "");
}
