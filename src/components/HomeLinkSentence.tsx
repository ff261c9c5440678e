import React from "react";
import { SiteLink } from "./SiteLink";
import { useSiteData } from "../hooks/useSiteData";
import { renderPlaceholders } from "../lib/placeholders";

interface Props {
  /** The sentence, with {link} where the link goes. */
  sentence: string;
  /** The words of the link. */
  text: string;
  className?: string;
}

/** The in-text link back to the home page, worded about managed IT services in Miami. */
export function HomeLinkSentence({ sentence, text, className }: Props) {
  const { routes } = useSiteData();
  return <p className={className}>{renderPlaceholders(sentence, { link: <SiteLink to={routes.home}>{text}</SiteLink> })}</p>;
}
