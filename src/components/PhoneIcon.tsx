import React from "react";

/** The handset, drawn on the icons' 24-unit grid. */
export const HANDSET =
  "M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1.5 1.5 0 0 1-1.6 1.5A15.5 15.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z";

/** The frame of every line icon: a 24-unit grid, strokes in the current text color, hidden from assistive technology. */
export function IconSvg({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/**
 * The handset of call buttons and links, from the same family as the icons of Icon.tsx, in a
 * module of its own so the shared layout does not carry every icon.
 */
export function PhoneIcon({ className }: { className?: string }) {
  return (
    <IconSvg className={className}>
      <path d={HANDSET} />
    </IconSvg>
  );
}
