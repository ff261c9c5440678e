/**
 * @jest-environment node
 *
 * What GitHub runs: the README's test command on every push and pull request, and the Pages
 * deploy only after it passed. The workflow cannot run here, so its YAML is read; and `npm ci`
 * needs a lock that lists every platform's optional packages.
 */
import fs from "fs";
import path from "path";
import { parse } from "yaml";
import { PROJECT_ROOT } from "../helpers/dataCopy";

interface Step {
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

describe("the GitHub Actions workflow", () => {
  it("runs the README's test command on every push and pull request, with the runner's browser", () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(["push", "pull_request"]));
    const test = workflow.jobs.test.steps.find((step) => step.run?.includes("npm test"))!;
    expect(readme).toContain(test.run);
    expect(test.env?.CHROMIUM_PATH).toBeTruthy();
  });

  it("deploys to GitHub Pages only from main, and only after the tests passed", () => {
    expect(workflow.jobs.build.needs).toBe("test");
    expect(workflow.jobs.build.if).toContain("refs/heads/main");
    expect(workflow.jobs.deploy.needs).toBe("build");
    expect(workflow.jobs.deploy.steps.some((step) => step.uses?.startsWith("actions/deploy-pages@"))).toBe(true);
  });

  it("builds and deploys main every day, so a scheduled article goes live on its date without a push", () => {
    const crons = (workflow.on.schedule ?? []).map((entry) => entry.cron.split(" "));
    // Minute, hour, then every day of every month, any weekday.
    expect(crons.some(([minute, hour, ...rest]) => /^\d+$/.test(minute) && /^\d+$/.test(hour) && rest.join(" ") === "* * *")).toBe(true);
    expect(workflow.jobs.build.if).toContain("github.event_name == 'schedule'");
    expect(workflow.jobs.build.if).toContain("refs/heads/main");
  });

  it("runs the launch check in the Pages build, after the install, with the lead endpoint, without ever blocking the deploy", () => {
    const steps = workflow.jobs.build.steps;
    const check = steps.findIndex((step) => step.run === "npm run launch-check");
    expect(check).toBeGreaterThanOrEqual(0);
    expect(steps[check]["continue-on-error"]).toBe(true);
    expect(steps[check].env?.GATSBY_LEAD_ENDPOINT).toBe("${{ vars.LEAD_ENDPOINT }}");
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
    const steps = workflow.jobs.build.steps as (Step & { id?: string })[];
    const check = steps.find((step) => step.run === "npm run launch-check")!;
    const build = steps.find((step) => step.run?.includes("npm run build"))!;
    expect(check.id).toBeTruthy();
    // With continue-on-error, a failed step's outcome is "failure" while its conclusion is "success".
    expect(build.env?.SITE_PREVIEW).toBe(`\${{ steps.${check.id}.outcome == 'failure' && '1' || '' }}`);
    expect(build.env?.GATSBY_LEAD_ENDPOINT).toBe(check.env?.GATSBY_LEAD_ENDPOINT);
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
