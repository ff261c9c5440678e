import React from "react";
import { SiteLink } from "./SiteLink";
import { HOME_PATH } from "../lib/paths";
import { renderTemplate } from "../lib/template";

interface Props {
  /** The sentence, with {link} where the link goes. */
  template: string;
  /** The words of the link. */
  text: string;
  className?: string;
}

/** The in-text link back to the home page, worded about managed IT services in Miami. */
export function HomeLinkSentence({ template, text, className }: Props) {
  return <p className={className}>{renderTemplate(template, { link: <SiteLink to={HOME_PATH}>{text}</SiteLink> })}</p>;
}
