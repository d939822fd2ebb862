import { loadEnv } from "vite";

/**
 * The environment as the build sees it: the PUBLIC_* settings of .env files under the
 * environment's own (vite.config.ts reads them with Vite's loadEnv, the build's mode production).
 */
export const buildEnvironment = (): Record<string, string | undefined> => ({
  ...process.env,
  ...loadEnv("production", process.cwd(), "PUBLIC_"),
});

/**
 * The environment for the builds the browser tests visit (build-sites.ts): each as its script
 * sets it, whatever the owner's own settings. Every PUBLIC_* setting of the environment or a .env
 * file is blanked (a blank one is unset, and the environment's outranks the file's); a script's
 * own (`PUBLIC_SPLASH_MS=0 npm run build`) is set over it. Without this, an owner's
 * `PUBLIC_SITE_URL` with a path, or `PUBLIC_SEARCH=off`, built the tests' sites unlike the tests.
 */
export const testBuildEnvironment = (env = buildEnvironment()): Record<string, string | undefined> => ({
  ...process.env,
  ...Object.fromEntries(
    Object.keys(env)
      .filter((name) => name.startsWith("PUBLIC_"))
      .map((name) => [name, ""]),
  ),
});

/**
 * The settings that change what the build contains. Without PUBLIC_SITE_URL the site is built
 * for http://localhost:PORT (site-settings.ts), so then PORT is one of them: serving on another
 * port builds the site again, for its own address.
 */
export function buildSettings(env = buildEnvironment()): Record<string, string> {
  const settings = Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .filter(([name]) => name.startsWith("PUBLIC_") || name === "CONTENT_DIR" || name === "BENCH_APP_START")
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  if (!env.PUBLIC_SITE_URL?.trim()) settings.PORT = env.PORT?.trim() || "3000";
  return settings;
}

/** The names of the settings that differ between the build's stamp and now. */
export function changedSettings(built: Record<string, string>, now: Record<string, string>): string[] {
  return [...new Set([...Object.keys(built), ...Object.keys(now)])]
    .filter((name) => built[name] !== now[name])
    .sort();
}
