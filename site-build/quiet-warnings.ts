/**
 * "The `envFile` option is deprecated, please use `envDir: false` instead.": Vite 8 says it for
 * each Vite server started with `envFile: false`, and @react-router/dev 7.18 starts its own with
 * it (to load react-router.config.ts, and its child compiler): nine identical lines a build. The
 * site's own config sets neither option (vite.config.ts reads .env itself, with loadEnv), so
 * nothing here can act on it. Once vite.config.ts has loaded, the repeats are dropped; React
 * Router's command line prints the line once before that. Everything else is warned as before.
 */
const ENV_FILE_DEPRECATION = "The `envFile` option is deprecated";

/** Set on a console already quietened: vite.config.ts loads more than once in a build. */
const QUIETENED = Symbol.for("portfolio.envFileWarningDropped");

type Warner = { warn: (...data: unknown[]) => void; [QUIETENED]?: true };

export function dropEnvFileWarnings(target: Warner = console) {
  if (target[QUIETENED]) return;
  const warn = target.warn;
  target.warn = (...data: unknown[]) => {
    if (typeof data[0] === "string" && data[0].includes(ENV_FILE_DEPRECATION)) return;
    warn.apply(target, data);
  };
  target[QUIETENED] = true;
}
