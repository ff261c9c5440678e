import "react";

/**
 * The HTML popover attributes, which React 18 passes to the DOM as written but its types do not
 * list yet (React 19's do, as `popover` and `popoverTarget`).
 */
/* eslint-disable @typescript-eslint/no-unused-vars -- the type parameters must match React's own declarations */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
  }
}
