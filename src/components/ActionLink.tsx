import React from "react";
import { SiteLink } from "./SiteLink";
import { actionHref, isInternalRoute, type Target } from "../lib/actions";
import { useSiteData } from "../hooks/useSiteData";

interface Props {
  target: Target;
  phone: string;
  className?: string;
  children: React.ReactNode;
}

/** A button-like link to one of the targets data files may name (home, services, call, form...). */
export function ActionLink({ target, phone, className, children }: Props) {
  const { routes } = useSiteData();
  const href = actionHref(target, phone, routes);
  return isInternalRoute(href) ? (
    <SiteLink to={href} className={className}>
      {children}
    </SiteLink>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
