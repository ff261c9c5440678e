/**
 * @jest-environment node
 *
 * The GitHub Pages workflow: on a push to main it installs with `npm ci`, builds with the path
 * prefix GitHub Pages reports (empty with a custom domain), keeps Gatsby's cache between runs and
 * deploys with the official Pages actions.
 */
import fs from "fs";
import path from "path";
import { parse } from "yaml";
import { PROJECT_ROOT } from "../helpers/dataCopy";

interface Step { uses?: string; run?: string; id?: string; with?: Record<string, unknown>; env?: Record<string, string> }
interface Job { "runs-on": string; needs?: string; steps: Step[]; environment?: { name: string } }

const file = path.join(PROJECT_ROOT, ".github/workflows/pages.yml");
const workflow = parse(fs.readFileSync(file, "utf8")) as {
  on: { push: { branches: string[] } };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
};
const packageJson = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8"));

describe("the GitHub Pages workflow", () => {
  const build = workflow.jobs.build;
  const stepIndex = (test: (step: Step) => boolean) => build.steps.findIndex(test);

  it("runs on a push to main with the permissions Pages needs", () => {
    expect(workflow.on.push.branches).toEqual(["main"]);
    expect(workflow.permissions).toMatchObject({ pages: "write", "id-token": "write", contents: "read" });
  });

  it("installs with npm ci, then builds with the path prefix configure-pages reports", () => {
    const configure = build.steps.find((step) => step.uses?.startsWith("actions/configure-pages@"));
    expect(configure?.id).toBe("pages");
    const install = stepIndex((step) => step.run === "npm ci");
    const buildStep = stepIndex((step) => step.run === "npm run build");
    expect(install).toBeGreaterThan(-1);
    expect(buildStep).toBeGreaterThan(install);
    expect(build.steps[buildStep].env?.PATH_PREFIX).toBe("${{ steps.pages.outputs.base_path }}");
    // npm run build passes --prefix-paths, so PATH_PREFIX reaches every URL of the build.
    expect(packageJson.scripts.build).toMatch(/gatsby build --prefix-paths/);
  });

  it("keeps Gatsby's cache between runs", () => {
    const cache = build.steps.find((step) => step.uses?.startsWith("actions/cache@"));
    expect(String(cache?.with?.path)).toMatch(/\.cache/);
    expect(stepIndex((step) => step === cache)).toBeLessThan(stepIndex((step) => step.run === "npm run build"));
  });

  it("uploads public/ and deploys it with the official Pages actions", () => {
    const upload = build.steps.find((step) => step.uses?.startsWith("actions/upload-pages-artifact@"));
    expect(upload?.with?.path).toBe("public");
    const deploy = workflow.jobs.deploy;
    expect(deploy.needs).toBe("build");
    expect(deploy.environment?.name).toBe("github-pages");
    expect(deploy.steps.some((step) => step.uses?.startsWith("actions/deploy-pages@"))).toBe(true);
  });

  it("can install with npm ci: the lock lists every platform's optional packages", () => {
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
