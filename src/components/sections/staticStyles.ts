/**
 * The stylesheets of the static section blocks (exported by src/components/staticParts.ts). A page's
 * HTML inlines the stylesheets of the modules its template loads at once, and the blocks' own
 * modules load only for later pages (src/components/deferred.ts); importing their stylesheets
 * here, from the registry every page with sections loads, keeps them in that HTML. A block that
 * uses a new stylesheet adds it here: the built-site tests name any class a page uses without
 * inlining its style (__tests__/built/styles.test.ts).
 */
import "./sections.module.css";
import "../Card.module.css";
import "../ContactDetails.module.css";
import "../Button.module.css";
import "../AreaMap.module.css";
import "../FaqAccordion.module.css";
