import React from "react";
import { ContactDetails } from "../ContactDetails";
import { ActionButtons } from "../ActionButtons";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/**
 * Phone, email, office and hours, with optional buttons (the home page's #contact). On a phone
 * the list's number and the action bar's Call already call: the buttons drop their Call there.
 */
export function ContactBlock({ block, phone }: BlockProps<SectionOf<"contact">>) {
  return (
    <BlockSection block={block}>
      <ContactDetails phone={phone} showHours={block.showHours ?? true} />
      {block.actions && <ActionButtons actions={block.actions} phone={phone} className={`${styles.actions} ${styles.contactActions}`} />}
    </BlockSection>
  );
}
