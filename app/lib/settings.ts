import { INITIAL_LOAD_TIMEOUT_MS } from "~/lib/constants";

/**
 * Owner settings read at build time from PUBLIC_* environment variables
 * (see README "Configuration"). They end up in the static files.
 */
const env = import.meta.env;

export function parseSplashMs(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return INITIAL_LOAD_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms < 0) {
    throw new Error(`PUBLIC_SPLASH_MS must be a number of milliseconds ≥ 0, got "${value}"`);
  }
  return ms;
}

export const settings = {
  /** The public address of the site, used for canonical URLs and share tags. */
  siteUrl: (env.PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/+$/, ""),
  /** Where the contact form posts: the built-in collector or a Formspree-style URL. */
  contactEndpoint: env.PUBLIC_CONTACT_ENDPOINT || "/api/contact",
  /** How long the LOADING splash stays after the app starts; 0 turns it off. */
  splashMs: parseSplashMs(env.PUBLIC_SPLASH_MS),
};
