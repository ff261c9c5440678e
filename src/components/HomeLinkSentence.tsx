import React from "react";
import { SiteLink } from "./SiteLink";
import { HOME_PATH } from "../lib/paths";
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
  return <p className={className}>{renderPlaceholders(sentence, { link: <SiteLink to={HOME_PATH}>{text}</SiteLink> })}</p>;
}
