import React from "react";
import { Link } from "gatsby";
import { HOME_PATH } from "../lib/paths";

interface Props {
  before: string;
  text: string;
  after: string;
  className?: string;
}

/** The in-text link back to the home page, worded about managed IT services in Miami. */
export function HomeLinkSentence({ before, text, after, className }: Props) {
  return (
    <p className={className}>
      {before} <Link to={HOME_PATH}>{text}</Link> {after}
    </p>
  );
}
