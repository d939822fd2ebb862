import { spawnSync } from "node:child_process";

/**
 * One of the project's commands (a tool's script, as `npm run …` runs it) run as an owner runs it:
 * in `cwd`, with `env` over this process's environment. Its exit code and all it printed, both
 * streams (a check's warnings go to stderr).
 */
export function runProjectCommand(
  script: string,
  {
    args = [],
    cwd = process.cwd(),
    env = {},
  }: { args?: string[]; cwd?: string; env?: Record<string, string> } = {},
): { code: number | null; out: string } {
  const ran = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { code: ran.status, out: `${ran.stdout}${ran.stderr}` };
}
