import React, { useEffect, useId, useRef, useState } from "react";
import { graphql } from "gatsby";
import { SiteLink } from "../SiteLink";
import { useSiteData } from "../../hooks/useSiteData";
import { bandOf, biggestGaps, scoreOf, type Answers } from "../../lib/assessment";
import { prefillLead } from "../../lib/lead";
import { fillPlaceholders } from "../../lib/placeholders";
import type { BlockProps } from "./types";
import type { SectionOf, Site } from "../../lib/content";
import * as styles from "./Assessment.module.css";
import * as buttons from "../Button.module.css";

/**
 * The readiness self-assessment: one question at a time (a fieldset of native radio buttons with
 * its legend), then the score, its band and the three biggest gaps, each with its service page and
 * an article, and an offer to send the result with the page's form. Nothing leaves the browser
 * unless the visitor sends that form. Without JavaScript every question shows, as a checklist.
 * Its band (heading, anchor) is drawn by AssessmentIsland, around it.
 */
export default function AssessmentBlock({ block, data }: BlockProps<SectionOf<"assessment">>) {
  const { services, routes } = useSiteData();
  const text = data?.assessmentText?.assessment as Site["assessment"] | undefined;
  if (!text) throw new Error(`The page of the assessment block "${block.heading}" did not query ...AssessmentArticles`);
  const uid = useId().replace(/:/g, "");
  const { questions } = block;
  const [answers, setAnswers] = useState<Answers>({});
  const [step, setStep] = useState(0);
  const [missing, setMissing] = useState(false);
  const questionRefs = useRef<Array<HTMLFieldSetElement | null>>([]);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const done = step >= questions.length;

  // An answer chosen before the block's chunk arrived stays checked (hydration leaves radio
  // buttons alone): it becomes the block's state, so Next does not ask again for a shown answer.
  // A Next pressed before the chunk arrived made the browser send the form itself, reloading the
  // page with the answers in its address (`?legal-rules=1`): they are taken up the same way, and
  // the visitor goes on from the first question left unanswered.
  useEffect(() => {
    const elements = formRef.current?.elements;
    if (!elements) return;
    const query = new URLSearchParams(window.location.search);
    const chosen: Record<string, number> = {};
    for (const question of questions) {
      const radios = elements.namedItem(question.id);
      const value = query.get(question.id) ?? (radios instanceof RadioNodeList ? radios.value : "");
      if (value !== "" && Number.isFinite(Number(value))) chosen[question.id] = Number(value);
    }
    // Runs once, after hydration, and only when the visitor answered before it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(chosen).length > 0) setAnswers((current) => ({ ...chosen, ...current }));
    if (questions.some((question) => query.has(question.id))) {
      const next = questions.findIndex((question) => chosen[question.id] === undefined);
      setStep(next < 0 ? questions.length : next);
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.hash);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After Next or Back, the new question (or the result) takes the focus, so a screen reader reads it.
  useEffect(() => {
    if (!moved.current) return;
    const target = done ? resultRef.current : questionRefs.current[step];
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: "nearest" });
  }, [step, done]);

  const go = (next: number) => {
    moved.current = true;
    setMissing(false);
    setStep(next);
  };
  const onNext = () => {
    if (answers[questions[step].id] === undefined) return setMissing(true);
    go(step + 1);
  };

  const titles = new Map((data?.assessmentArticles?.nodes ?? []).map((node) => [node.fields.key, node.frontmatter.title]));
  const articleSlugs = new Map((data?.assessmentArticles?.nodes ?? []).map((node) => [node.fields.key, node.frontmatter.slug]));
  const serviceNames = new Map(services.map((service) => [service.fields.key, service.name]));
  const score = scoreOf(questions, answers);
  const band = bandOf(block.bands, score);
  const gaps = biggestGaps(questions, answers);

  const send = () =>
    prefillLead(
      fillPlaceholders(text.message, {
        score: String(score),
        band: band.title,
        gaps: gaps.map((gap) => gap.gap.title).join("; ") || text.noGaps,
      }),
    );

  return (
    <div className={styles.assessment}>
      <div className={styles.main}>
        <p className={styles.noScript}>{text.noScript}</p>
        <form
          ref={formRef}
          action={block.id ? `#${block.id}` : undefined}
          className={styles.quiz}
          aria-labelledby={`${uid}-progress`}
          hidden={done}
          onSubmit={(event) => {
            event.preventDefault();
            onNext();
          }}
        >
          <div className={styles.progress}>
            <p id={`${uid}-progress`} className={styles.progressText}>
              {fillPlaceholders(text.progress, { n: String(Math.min(step + 1, questions.length)), total: String(questions.length) })}
            </p>
            <progress className={styles.progressBar} max={questions.length} value={step} aria-hidden="true" />
          </div>
          {questions.map((question, i) => (
            <fieldset
              key={question.id}
              ref={(element) => {
                questionRefs.current[i] = element;
              }}
              tabIndex={-1}
              className={styles.question}
              data-current={i === step ? "" : undefined}
              aria-describedby={question.hint ? `${uid}-${question.id}-hint` : undefined}
            >
              <legend className={styles.legend}>
                <span className={styles.topic}>{text.topics[question.topic]}</span>
                <span className={styles.questionText}>{question.question}</span>
              </legend>
              {question.hint && (
                <p id={`${uid}-${question.id}-hint`} className={styles.hint}>
                  {question.hint}
                </p>
              )}
              <div className={styles.options}>
                {question.options.map((option) => (
                  <label key={option.label} className={styles.option}>
                    <input
                      type="radio"
                      name={question.id}
                      value={option.points}
                      checked={answers[question.id] === option.points}
                      onChange={() => {
                        setAnswers((current) => ({ ...current, [question.id]: option.points }));
                        setMissing(false);
                      }}
                    />
                    <span>{option.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <p className={styles.missing} role="status">
            {missing ? text.choose : ""}
          </p>
          <div className={styles.nav}>
            {step > 0 && (
              <button type="button" className={`${buttons.button} ${styles.back}`} onClick={() => go(step - 1)}>
                {text.back}
              </button>
            )}
            <button type="submit" className={`${buttons.button} ${buttons.primary} ${styles.next}`}>
              {step === questions.length - 1 ? text.finish : text.next}
            </button>
          </div>
        </form>
        {done && (
          <div className={styles.result}>
            <h3 ref={resultRef} tabIndex={-1} className={styles.resultHeading}>
              {text.scoreLabel}
            </h3>
            <p className={styles.score} data-score={score}>
              {fillPlaceholders(text.score, { score: String(score) })}
            </p>
            <p className={styles.band}>{band.title}</p>
            <p>{band.summary}</p>
            <h3 className={styles.gapsHeading}>{text.gapsHeading}</h3>
            {gaps.length === 0 ? (
              <p>{text.noGaps}</p>
            ) : (
              <ol className={styles.gaps}>
                {gaps.map((question) => (
                  <li key={question.id} className={styles.gap}>
                    <p className={styles.gapTitle}>{question.gap.title}</p>
                    <p>{question.gap.advice}</p>
                    <p className={styles.gapLinks}>
                      <SiteLink to={routes.byKey.service(question.gap.service)}>
                        {fillPlaceholders(text.serviceLink, { service: serviceNames.get(question.gap.service) ?? question.gap.service })}
                      </SiteLink>
                      <SiteLink to={routes.article(articleSlugs.get(question.gap.article) ?? question.gap.article)}>
                        {fillPlaceholders(text.articleLink, { article: titles.get(question.gap.article) ?? question.gap.article })}
                      </SiteLink>
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <div className={styles.nav}>
              <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={send}>
                {text.send}
              </button>
              <button
                type="button"
                className={`${buttons.button} ${styles.back}`}
                onClick={() => {
                  setAnswers({});
                  go(0);
                }}
              >
                {text.restart}
              </button>
            </div>
          </div>
        )}
      </div>
      <aside className={styles.side}>
        <p className={styles.privacy}>{text.privacy}</p>
        <div className={styles.sources}>
          <h3 className={styles.sourcesHeading}>{text.sourcesHeading}</h3>
          <ul>
            {block.sources.map((source) => (
              <li key={source.name}>
                {source.url.startsWith("/") ? <SiteLink to={source.url}>{source.name}</SiteLink> : <a href={source.url}>{source.name}</a>},{" "}
                {source.publisher}, {source.year}
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}

/**
 * What the page with the self-assessment spreads into its query, `...AssessmentArticles
 * @include(if: $assessment)`: its words (data/site.json `assessment`) and the articles' titles.
 */
export const query = graphql`
  fragment AssessmentArticles on Query {
    assessmentText: siteJson(fields: { locale: { eq: $locale } }) {
      assessment
    }
    assessmentArticles: allMarkdownRemark(filter: { fields: { key: { in: $assessmentArticles }, locale: { eq: $locale } } }) {
      nodes {
        fields {
          key
        }
        frontmatter {
          slug
          title
        }
      }
    }
  }
`;
