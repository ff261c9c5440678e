import React from "react";
import { BlockSection } from "./BlockSection";
import { Bullets } from "./Bullets";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";
import * as styles from "./sections.module.css";

/**
 * Titled lists of points: feature, threat and role groups ("groups"), and client stories
 * ("stories"), where the line above the title names the client and the points are the results.
 */
export function GroupsBlock({ block }: BlockProps<SectionOf<"groups" | "stories">>) {
  const stories = block.type === "stories";
  const Item = stories ? "article" : "div";
  return (
    <BlockSection block={block}>
      <div className={styles.groups}>
        {block.items.map((item) => (
          <Item key={item.title} className={styles.group}>
            {"meta" in item && <p className={styles.meta}>{item.meta}</p>}
            <h3 className={styles.cardTitle}>{item.title}</h3>
            {item.text && <p className={styles.cardText}>{item.text}</p>}
            <Bullets points={item.points} className={stories ? styles.results : undefined} />
          </Item>
        ))}
      </div>
    </BlockSection>
  );
}
