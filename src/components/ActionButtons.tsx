import React from "react";
import { ActionLink } from "./ActionLink";
import { PhoneIcon } from "./PhoneIcon";
import { renderPlaceholders } from "../lib/placeholders";
import { labeled } from "../lib/actions";
import { useSiteData } from "../hooks/useSiteData";
import type { Action } from "../lib/content";
import * as buttons from "./Button.module.css";

/**
 * A row of buttons from data, the first one primary, each with the site's label for its action
 * (or the one the spec names); "{phone}" in a label becomes the page's number, kept on one line,
 * and a call button carries a handset.
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
            className={`${buttons.button} ${index === 0 ? buttons.primary : buttons.secondary}`}
          >
            {action.target === "call" && <PhoneIcon className={buttons.icon} />}
            <span>{renderPlaceholders(action.label, { phone: <span className="nowrap">{phone}</span> })}</span>
          </ActionLink>
        ))}
    </div>
  );
}
