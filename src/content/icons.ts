/** The line icons data files may name (a card's or a service's `icon`); src/components/Icon.tsx draws each. */
export const ICONS = [
  "server",
  "shield",
  "cloud",
  "network",
  "headset",
  "database",
  "lightbulb",
  "grid",
  "phone",
  "clipboard",
  "lifebuoy",
  "search",
  "mail",
  "laptop",
  "users",
  "check",
  "compass",
  "medical",
  "building",
  "storefront",
  "scales",
  "pin",
] as const;

export type IconName = (typeof ICONS)[number];
