/**
 * @jest-environment node
 *
 * What GitHub runs: the README's test command on every push and pull request, and the Pages
 * deploy only after it passed. The workflow cannot run here, so its YAML is read, and its
 * expressions (a job's `if`, a step's `${{ }}` values) are worked out for the events and outcomes
 * that matter; and `npm ci` needs a lock that lists every platform's optional packages.
 */
import fs from "fs";
import path from "path";
import { parseSync, types as t } from "@babel/core";
import { parse } from "yaml";
import { endpointFindings } from "../../scripts/launch-check.mjs";
import { PROJECT_ROOT } from "../helpers/dataCopy";

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  "continue-on-error"?: boolean;
}
interface Job {
  needs?: string;
  if?: string;
  steps: Step[];
}

const workflow = parse(fs.readFileSync(path.join(PROJECT_ROOT, ".github/workflows/ci.yml"), "utf8")) as {
  on: Record<string, unknown> & { schedule?: Array<{ cron: string }> };
  jobs: Record<string, Job>;
};
const readme = fs.readFileSync(path.join(PROJECT_ROOT, "README.md"), "utf8");

type Value = string | number | boolean | null | { [key: string]: Value };

const falsy = (value: Value) => value === null || value === false || value === 0 || value === "";

/**
 * The value of a GitHub Actions expression in a context ({ github: { ref: ... }, steps: ... }),
 * by the rules GitHub documents: `==` compares text without regard to case, `&&` and `||` give
 * one of their operands, and a property that is not there is null. Its grammar, for the
 * operators the workflow uses, is JavaScript's, so Babel reads it; anything else is an error.
 */
function evaluate(expression: string, context: Record<string, Value>): Value {
  const equal = (a: Value, b: Value) => (typeof a === "string" && typeof b === "string" ? a.toLowerCase() === b.toLowerCase() : a === b);
  const value = (node: t.Node): Value => {
    if (t.isStringLiteral(node) || t.isNumericLiteral(node) || t.isBooleanLiteral(node)) return node.value;
    if (t.isNullLiteral(node)) return null;
    if (t.isIdentifier(node)) return context[node.name] ?? null;
    if (t.isMemberExpression(node) && t.isIdentifier(node.property) && !node.computed) {
      const object = value(node.object);
      return object !== null && typeof object === "object" ? (object[node.property.name] ?? null) : null;
    }
    if (t.isUnaryExpression(node) && node.operator === "!") return falsy(value(node.argument));
    if (t.isLogicalExpression(node) && node.operator !== "??") {
      const left = value(node.left);
      return (node.operator === "&&") === falsy(left) ? left : value(node.right);
    }
    if (t.isBinaryExpression(node) && (node.operator === "==" || node.operator === "!=") && !t.isPrivateName(node.left))
      return equal(value(node.left), value(node.right)) === (node.operator === "==");
    throw new Error(`the workflow's expression ${JSON.stringify(expression)} uses ${node.type}, which this test cannot work out`);
  };
  const statement = parseSync(`(${expression})`, { babelrc: false, configFile: false })?.program.body[0];
  if (!t.isExpressionStatement(statement)) throw new Error(`not an expression: ${expression}`);
  return value(statement.expression);
}

/** A value of the workflow as GitHub fills it: each `${{ expression }}` replaced by its value. */
const fill = (text: string, context: Record<string, Value>) =>
  text.replace(/\$\{\{(.*?)\}\}/gs, (_, expression: string) => String(evaluate(expression, context) ?? ""));

/** Whether a job runs for an event on a branch: its `if`, written with or without `${{ }}`. */
function runsFor(job: Job, event: string, ref: string): boolean {
  if (!job.if) return true;
  const expression = /^\s*\$\{\{(.*)\}\}\s*$/s.exec(job.if)?.[1] ?? job.if;
  return !falsy(evaluate(expression, { github: { event_name: event, ref } }));
}

describe("the GitHub Actions workflow", () => {
  it("runs the README's test command on every push and pull request, with the runner's browser", () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(["push", "pull_request"]));
    const test = workflow.jobs.test.steps.find((step) => step.run?.includes("npm test"))!;
    expect(readme).toContain(test.run);
    expect(test.env?.CHROMIUM_PATH).toBeTruthy();
  });

  it("deploys to GitHub Pages only from main, and only after the tests passed", () => {
    expect(workflow.jobs.build.needs).toBe("test");
    expect(workflow.jobs.deploy.needs).toBe("build");
    expect(workflow.jobs.deploy.steps.some((step) => step.uses?.startsWith("actions/deploy-pages@"))).toBe(true);
    expect(runsFor(workflow.jobs.build, "push", "refs/heads/main")).toBe(true);
    expect(runsFor(workflow.jobs.build, "push", "refs/heads/new-article")).toBe(false);
    expect(runsFor(workflow.jobs.build, "pull_request", "refs/pull/12/merge")).toBe(false);
    // A pull request from a branch named main is still a pull request.
    expect(runsFor(workflow.jobs.build, "pull_request", "refs/heads/main")).toBe(false);
  });

  it("builds and deploys main every day, so a scheduled article goes live on its date without a push", () => {
    const crons = (workflow.on.schedule ?? []).map((entry) => entry.cron.split(" "));
    // Minute, hour, then every day of every month, any weekday.
    expect(crons.some(([minute, hour, ...rest]) => /^\d+$/.test(minute) && /^\d+$/.test(hour) && rest.join(" ") === "* * *")).toBe(true);
    expect(runsFor(workflow.jobs.build, "schedule", "refs/heads/main")).toBe(true);
  });

  it("runs the launch check in the Pages build, after the install, with the lead endpoint, without ever blocking the deploy", () => {
    const steps = workflow.jobs.build.steps;
    const check = steps.findIndex((step) => step.run === "npm run launch-check");
    expect(check).toBeGreaterThanOrEqual(0);
    expect(steps[check]["continue-on-error"]).toBe(true);
    // The endpoint comes from the repository variable the launch check tells the owner to set.
    const variable = /repository variable (\w+)/.exec(endpointFindings({})[0].what)?.[1];
    expect(variable).toBeTruthy();
    expect(fill(steps[check].env?.GATSBY_LEAD_ENDPOINT ?? "", { vars: { [variable!]: "https://forms.coralwave-it.net/leads" } })).toBe(
      "https://forms.coralwave-it.net/leads",
    );
    const install = steps.findIndex((step) => step.run?.includes("npm ci"));
    const build = steps.findIndex((step) => step.run?.includes("npm run build"));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(check).toBeGreaterThan(install);
    expect(check).toBeLessThan(build);
    // No step of any job runs it in a way whose failure would stop the deploy.
    const blocking = Object.values(workflow.jobs).flatMap((job) =>
      job.steps.filter((step) => step.run?.includes("launch-check") && step["continue-on-error"] !== true),
    );
    expect(blocking).toEqual([]);
  });

  it("builds a preview while the launch check fails, and the public site once it passes, with the same lead endpoint", () => {
    const steps = workflow.jobs.build.steps;
    const check = steps.find((step) => step.run === "npm run launch-check")!;
    const build = steps.find((step) => step.run?.includes("npm run build"))!;
    expect(check.id).toBeTruthy();
    // With continue-on-error, a failed step's outcome is "failure" while its conclusion is "success".
    const after = (outcome: string) => ({
      steps: { [check.id!]: { outcome, conclusion: "success" } },
      vars: { LEAD_ENDPOINT: "https://forms.coralwave-it.net/leads" },
    });
    expect(fill(build.env?.SITE_PREVIEW ?? "", after("failure"))).toBe("1");
    expect(fill(build.env?.SITE_PREVIEW ?? "", after("success"))).toBe("");
    expect(fill(build.env?.GATSBY_LEAD_ENDPOINT ?? "", after("success"))).toBe(
      fill(check.env?.GATSBY_LEAD_ENDPOINT ?? "", after("success")),
    );
    expect(fill(build.env?.GATSBY_LEAD_ENDPOINT ?? "", after("success"))).toBe("https://forms.coralwave-it.net/leads");
  });
});

describe("package-lock.json", () => {
  it("lists every platform's optional packages, so npm ci installs on any runner", () => {
    const lock = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "package-lock.json"), "utf8"));
    const missing: string[] = [];
    for (const [key, entry] of Object.entries<{ optionalDependencies?: Record<string, string> }>(lock.packages)) {
      for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${key ? `${key}/` : ""}node_modules/${dep}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${dep}`]) missing.push(dep);
      }
    }
    expect(missing).toEqual([]);
  });
});
