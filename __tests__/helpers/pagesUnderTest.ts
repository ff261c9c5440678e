/**
 * The kinds of page whose behavior the browser tests prove, with what the spec says
 * their lead form holds. Written out here so that the test, not the data, decides them.
 */
export interface PageUnderTest {
  kind: string;
  path: string;
  /** Visible labels of the form's fields, in order; "*" marks the required ones. */
  fields: Array<{ label: string; name: string; tag: "input" | "textarea" | "select"; type?: string; required: boolean }>;
  confirmation: string;
  /** The number the page offers when a lead cannot be sent. */
  phone: string;
  note?: string;
  /** The page's language, which the lead carries (English unless given). */
  language?: "en" | "es";
}

const GENERAL = "Thank you for your interest! We'll contact you within 24 hours.";
const name = (label: string) => ({ label, name: "name", tag: "input" as const, type: "text", required: true });
const email = { label: "Email", name: "email", tag: "input" as const, type: "email", required: true };
const phone = { label: "Phone", name: "phone", tag: "input" as const, type: "tel", required: true };
const company = { label: "Company", name: "company", tag: "input" as const, type: "text", required: false };
const message = { label: "How can we help?", name: "message", tag: "textarea" as const, required: false };
const ES = {
  email: { ...email, label: "Correo electrónico" },
  phone: { ...phone, label: "Teléfono" },
  company: { ...company, label: "Empresa" },
  message: { ...message, label: "¿Cómo podemos ayudarle?" },
};
const GENERAL_ES = "¡Gracias por su interés! Nos comunicaremos con usted en un plazo de 24 horas.";

export const PAGES_UNDER_TEST: PageUnderTest[] = [
  {
    kind: "home",
    path: "/",
    fields: [name("Full Name"), email, phone, company, message],
    confirmation: GENERAL,
    phone: "(305) 555-0142",
    note: "No obligation. Response within 4 hours during business hours.",
  },
  {
    kind: "service",
    path: "/services/cybersecurity-services/",
    fields: [name("Name"), email, phone],
    confirmation: "Thank you for your interest! We'll contact you within 24 hours for your cybersecurity assessment.",
    phone: "(305) 555-0142",
  },
  {
    kind: "service with company and message",
    path: "/services/managed-it-services/",
    fields: [name("Name"), email, phone, company, message],
    confirmation: "Thank you for your interest! We'll contact you within 24 hours about our managed IT services.",
    phone: "(305) 555-0142",
  },
  {
    kind: "service with message",
    path: "/services/it-project-management/",
    fields: [name("Name"), email, phone, message],
    confirmation: "Thank you for your interest! We'll contact you within 24 hours about our IT project management services.",
    phone: "(305) 555-0142",
  },
  {
    kind: "service with company and message",
    path: "/services/it-staffing/",
    fields: [name("Name"), email, phone, company, message],
    confirmation: "Thank you for your interest! We'll contact you within 24 hours about our IT staffing services.",
    phone: "(305) 555-0142",
  },
  {
    kind: "compliance",
    path: "/services/it-compliance/",
    fields: [
      name("Name"),
      email,
      phone,
      company,
      { label: "Compliance framework", name: "complianceFramework", tag: "select", required: false },
    ],
    confirmation: "Thank you for your interest! We'll contact you within 24 hours about our IT compliance services.",
    phone: "(305) 555-0142",
  },
  {
    kind: "area",
    path: "/service-areas/coral-gables/",
    fields: [name("Full Name"), email, phone, company],
    confirmation: GENERAL,
    phone: "(305) 555-0142",
  },
  {
    kind: "landing",
    path: "/miami-it-services/brickell-it-services/",
    fields: [name("Full Name"), email, phone, company],
    // The page promises a same-day response (defined in the terms), and its confirmation says so.
    confirmation:
      "Thank you for your interest! Sent by 5 PM Eastern on a support day, your request gets a call or email from a person within 2 hours; otherwise, within the first 2 hours of the next support day.",
    phone: "(305) 555-0159",
    // The spec's words, with the remedy the terms define beside them.
    note: "Same-day response guaranteed. Miss it, and we credit one month's fee for one user on a managed plan you sign within 12 months.",
  },
  {
    kind: "home in Spanish",
    path: "/es/",
    fields: [name("Nombre completo"), ES.email, ES.phone, ES.company, ES.message],
    confirmation: GENERAL_ES,
    phone: "(305) 555-0142",
    note: "Sin compromiso. Le respondemos en un máximo de 4 horas dentro del horario laboral.",
    language: "es",
  },
  {
    kind: "service in Spanish",
    path: "/es/servicios/ciberseguridad/",
    fields: [name("Nombre"), ES.email, ES.phone],
    confirmation: "¡Gracias por su interés! Nos comunicaremos con usted en un plazo de 24 horas acerca de su evaluación de ciberseguridad.",
    phone: "(305) 555-0142",
    language: "es",
  },
];

/**
 * One page of each template that has a lead form (home, service, area and landing pages): for
 * behavior of the shared layout (menus, scrolling), which does not depend on the page.
 */
export const ONE_PER_TEMPLATE = ["home", "service", "area"].map((kind) => PAGES_UNDER_TEST.find((p) => p.kind === kind)!);

/** The compliance frameworks the spec's select names (it-compliance): each one an option of the form's select. */
export const FRAMEWORKS = ["HIPAA", "PCI DSS", "GDPR", "SOC 2", "CMMC", "Other"];

/** What a visitor types into each field in the tests. */
export const TYPED: Record<string, string> = {
  name: "Marisol Ferrer",
  email: "marisol@ferrer-dental.example",
  phone: "(305) 555-0199",
  company: "Ferrer Family Dental",
  message: "Our front desk PCs freeze twice a day and we need HIPAA-safe backups.",
  complianceFramework: "HIPAA",
};
