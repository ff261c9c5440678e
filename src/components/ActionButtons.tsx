import React from "react";
import { ActionLink } from "./ActionLink";
import { PhoneIcon } from "./PhoneIcon";
import { renderPlaceholders } from "../lib/placeholders";
import { labeled } from "../lib/actions";
import { useSiteData } from "../hooks/useSiteData";
import type { Action } from "../lib/content";
import * as buttons from "./Button.module.css";

/** How the action at `index` is drawn: one primary button, one secondary, and any others as links. */
const STYLES = [`${buttons.button} ${buttons.primary}`, `${buttons.button} ${buttons.secondary}`];

/**
 * A row of actions from data, each with the site's label for its action (or the one the spec
 * names): the first a primary button, the second a secondary one, any further ones plain links,
 * so a row never offers more than two buttons of weight; "{phone}" in a label becomes the page's
 * number, kept on one line, and a call action carries a handset.
 */
export function ActionButtons({ actions, phone, className }: { actions: readonly Action[]; phone: string; className?: string }) {
  const { site } = useSiteData();
  return (
    <div className={className}>
      {actions
        .map((data) => labeled(data, site.ui.actions))
        .map((action, index) => (
          <ActionLink
            key={`${action.target}-${action.label}`}
            target={action.target}
            phone={phone}
            className={STYLES[index] ?? buttons.textLink}
          >
            {action.target === "call" && <PhoneIcon className={buttons.icon} />}
            <span>{renderPlaceholders(action.label, { phone: <span className="nowrap">{phone}</span> })}</span>
          </ActionLink>
        ))}
    </div>
  );
}
