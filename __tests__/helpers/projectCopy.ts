import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { PROJECT_ROOT } from "./dataCopy";

/** What a build needs from the project; node_modules is shared through a symbolic link. */
const SOURCES = ["gatsby-config.ts", "gatsby-node.ts", "package.json", "tsconfig.json", "gatsby", "plugins", "src", "static", "data"];

/** A throw-away copy of the project, to build with edited content without touching the real one. */
export function copyProject(prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of SOURCES) {
    const from = path.join(PROJECT_ROOT, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(root, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  return root;
}

/** The environment without what chooses the content, prefix and lead endpoint of a build: a copy builds its own data/. */
function withoutSiteVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const rest = { ...env };
  for (const name of ["SITE_DATA_DIR", "SITE_DIR", "SITE_PREFIX", "PATH_PREFIX", "GATSBY_LEAD_ENDPOINT"]) delete rest[name];
  return rest;
}

/** Runs `gatsby build` in a project copy; returns its exit status and everything it printed. */
export function gatsbyBuild(root: string, timeoutMs = 280_000): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "node_modules/gatsby/cli.js"), "build"], {
    cwd: root,
    encoding: "utf8",
    timeout: timeoutMs,
    env: { ...withoutSiteVariables(process.env), GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
