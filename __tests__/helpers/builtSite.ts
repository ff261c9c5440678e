import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import { PROJECT_ROOT } from "./dataCopy";

export const PUBLIC_DIR = path.join(PROJECT_ROOT, "public");

/** The routes of spec section 2, written out here so that the test, not the data, decides them. */
export const SPEC_ROUTES = {
  fixed: ["/", "/blog/", "/services/", "/service-areas/"],
  blog: [
    "cybersecurity-tips", "cloud-migration-guide", "hurricane-preparedness", "remote-work-security", "voip-benefits",
    "it-budget-planning", "managed-services-guide", "digital-transformation", "microsoft-365-tips",
    "network-security-essentials", "small-business-tech-guide",
  ],
  services: [
    "managed-it-services", "cybersecurity-services", "cloud-solutions", "network-management", "it-support",
    "data-backup-recovery", "it-consulting", "microsoft-365-services", "voip-services", "it-project-management",
    "business-continuity", "it-audit", "email-security", "endpoint-protection", "it-staffing", "it-compliance", "virtual-cio",
  ],
  areas: [
    "aventura", "brickell", "coconut-grove", "coral-gables", "doral", "downtown-miami", "hialeah", "homestead",
    "kendall", "miami-beach", "miami-lakes", "pinecrest", "south-beach", "wynwood",
  ],
  landing: [
    "downtown-miami-it-support", "brickell-it-services", "coral-gables-it-support", "coconut-grove-it-services",
    "south-beach-it-support", "aventura-it-services", "doral-it-support", "hialeah-it-services", "homestead-it-support",
    "kendall-it-services", "miami-lakes-it-support", "wynwood-it-services", "miami-dade-county-it-services",
  ],
};

/** Routes beyond the spec's: the privacy policy and terms of service its footer links need. */
export const LEGAL_ROUTES = ["/privacy-policy/", "/terms-of-service/"];

export const ALL_ROUTES: string[] = [
  ...SPEC_ROUTES.fixed,
  ...LEGAL_ROUTES,
  ...SPEC_ROUTES.blog.map((slug) => `/blog/${slug}/`),
  ...SPEC_ROUTES.services.map((slug) => `/services/${slug}/`),
  ...SPEC_ROUTES.areas.map((slug) => `/service-areas/${slug}/`),
  ...SPEC_ROUTES.landing.map((slug) => `/miami-it-services/${slug}/`),
];

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
    throw new Error("public/ has no build: run `npm run build` first (npm test does it for you)");
  }
}

export function htmlFileFor(route: string): string {
  return path.join(PUBLIC_DIR, route, "index.html");
}

const cache = new Map<string, Document>();

export function loadPage(file: string): Document {
  let doc = cache.get(file);
  if (!doc) {
    doc = new JSDOM(fs.readFileSync(file, "utf8")).window.document;
    cache.set(file, doc);
  }
  return doc;
}
