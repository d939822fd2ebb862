import { z } from "zod";
import { type Problem, ProblemsError } from "../../app/lib/problems.js";
import { WEBHOOK_FORMATS, type WebhookSettings } from "../notices/webhook.js";
import { parseAllowedOrigins } from "./allowed-origins.js";

/** The spam layers beyond the honeypot, and their defaults (each can be switched off). */
export type SpamSettings = {
  /** Ask for a proof of work (ALTCHA) with every message. */
  proof: boolean;
  /** The most counters a browser may have to try; about 0.1 s on a mid-range phone (docs/contact-messages.md). */
  difficulty: number;
  /** The time trap: sooner than this after its challenge, a message is spam (0: off). */
  minSeconds: number;
  /** The content rules: more links than this is spam (undefined: off). */
  maxLinks?: number;
};
export const SPAM_DEFAULTS: SpamSettings = { proof: true, difficulty: 50_000, minSeconds: 3, maxLinks: 3 };

/** How long daily page-view counts are kept by default: a year and a month, to compare a month with last year's. */
export const VISITS_RETAIN_DAYS = 400;

/** An unset variable and an empty one mean the same: not set. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );

const wholeNumber = z.coerce.number().int().positive();

/** The collector's settings, the same on every runtime (README "Configuration"). */
export const collectorEnvironment = z.object({
  ALLOWED_ORIGINS: optional(z.string()),
  NOTIFY_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  NOTIFY_WEBHOOK_SECRET: optional(z.string().min(16)),
  NOTIFY_WEBHOOK_FORMAT: optional(z.enum(WEBHOOK_FORMATS)),
  NOTIFY_RETRY_MS: optional(wholeNumber),
  RETAIN_DAYS: optional(wholeNumber),
  SPAM_PROOF: optional(z.enum(["on", "off"])),
  SPAM_PROOF_DIFFICULTY: optional(wholeNumber.max(100_000_000)),
  SPAM_MIN_SECONDS: optional(z.coerce.number().min(0).max(3600)),
  SPAM_MAX_LINKS: optional(z.union([z.literal("off"), z.coerce.number().int().min(0)])),
  VISITS_PER_MINUTE: optional(wholeNumber.max(100_000)),
  VISITS_RETAIN_DAYS: optional(wholeNumber.max(3660)),
  STATS_DIGEST: optional(z.enum(["weekly", "off"])),
});

/** How to put each setting right. */
export const SETTING_FIXES: Record<string, string> = {
  ALLOWED_ORIGINS: "list origins separated by commas, e.g. https://me.github.io,https://me.dev",
  NOTIFY_WEBHOOK_URL: "give the full http(s) address that receives the notices, or leave it unset",
  NOTIFY_WEBHOOK_SECRET: "use a random string of 16 characters or more (e.g. `openssl rand -hex 32`)",
  NOTIFY_WEBHOOK_FORMAT: `use one of ${WEBHOOK_FORMATS.join(", ")}`,
  NOTIFY_RETRY_MS: "give the first wait after a failed notice in milliseconds, e.g. 60000",
  RETAIN_DAYS: "give a whole number of days, e.g. 365, or leave it unset to keep messages",
  SPAM_PROOF: "use on (the default) or off",
  SPAM_PROOF_DIFFICULTY: "give the most counters a browser may have to try, e.g. 50000",
  SPAM_MIN_SECONDS: "give seconds, e.g. 3, or 0 to switch the time trap off",
  SPAM_MAX_LINKS: "give the most links a message may hold, e.g. 3, or off to switch the content rules off",
  VISITS_PER_MINUTE: "give the most page views one address may report in a minute, e.g. 30",
  VISITS_RETAIN_DAYS: "give a whole number of days from 1 to 3660, e.g. 400",
  STATS_DIGEST: "use weekly (a summary of the page views each Monday) or off (the default)",
};

export type CollectorSettings = {
  allowedOrigins: string[];
  webhook?: WebhookSettings;
  /** The first wait after a failed notice; later ones grow from it. */
  firstRetryMs?: number;
  /** Messages older than this many days are erased. */
  retainDays?: number;
  spam: SpamSettings;
  /** Page views one address may report in a minute (VISITS_PER_MINUTE). */
  visitsPerMinute?: number;
  /** Daily page-view counts older than this many days are erased (VISITS_RETAIN_DAYS). */
  visitsRetainDays: number;
  /** A weekly summary of the page views through the notice channels (STATS_DIGEST=weekly). */
  statsDigest?: boolean;
};

/** Zod's issues as problems with a setting, each with its fix. */
function settingProblems(error: z.ZodError, fixes: Record<string, string>): Problem[] {
  return error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "");
    return {
      file: "environment",
      field: name,
      message: issue.message,
      fix: fixes[name] ?? `correct ${name}`,
    };
  });
}

/** Reads an environment against a schema, or throws every problem at once. */
export function parseSettings<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined>,
  fixes = SETTING_FIXES,
): z.infer<T> {
  const result = schema.safeParse(env);
  if (!result.success) throw new ProblemsError(settingProblems(result.error, fixes), "the settings");
  return result.data;
}

export function collectorSettings(env: z.infer<typeof collectorEnvironment>): CollectorSettings {
  return {
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    webhook: env.NOTIFY_WEBHOOK_URL
      ? {
          url: env.NOTIFY_WEBHOOK_URL,
          secret: env.NOTIFY_WEBHOOK_SECRET,
          format: env.NOTIFY_WEBHOOK_FORMAT ?? "json",
        }
      : undefined,
    firstRetryMs: env.NOTIFY_RETRY_MS,
    retainDays: env.RETAIN_DAYS,
    visitsPerMinute: env.VISITS_PER_MINUTE,
    visitsRetainDays: env.VISITS_RETAIN_DAYS ?? VISITS_RETAIN_DAYS,
    statsDigest: env.STATS_DIGEST === "weekly",
    spam: {
      proof: (env.SPAM_PROOF ?? "on") === "on",
      difficulty: env.SPAM_PROOF_DIFFICULTY ?? SPAM_DEFAULTS.difficulty,
      minSeconds: env.SPAM_MIN_SECONDS ?? SPAM_DEFAULTS.minSeconds,
      maxLinks: env.SPAM_MAX_LINKS === "off" ? undefined : (env.SPAM_MAX_LINKS ?? SPAM_DEFAULTS.maxLinks),
    },
  };
}

/** The collector's settings from a function's environment. */
export const readCollectorSettings = (env: Record<string, string | undefined>) =>
  collectorSettings(parseSettings(collectorEnvironment, env));
