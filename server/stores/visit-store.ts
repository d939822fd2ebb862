import type { Device } from "../../app/lib/visits/visit-fields.js";
import type { RateDecision, RateRule } from "./rate-limit.js";
import type { DistinctCaps } from "./visit-sql.js";

/** A page view as the collector hands it to a store, once it is known to count. */
export type CountedVisit = {
  /** The UTC day it belongs to, YYYY-MM-DD. */
  day: string;
  path: string;
  /** The referrer's host on the first page of a visit ("" for direct); undefined on the pages after it. */
  referrer?: string;
  device: Device;
  /** Hash of the day's salt, the address and the user agent: the same visitor within one day only. */
  visitor: string;
};

/** Summed counts, as a store gives them back for a range of days. */
export type VisitTotals = {
  days: Array<{ date: string; views: number; visitors: number }>;
  pages: Array<{ path: string; views: number; visitors: number }>;
  referrers: Array<{ host: string; views: number }>;
  devices: Array<{ device: Device; views: number }>;
  /** What the pages and referrers not listed add up to: how many, and their views. */
  more: {
    pages: { count: number; views: number; visitors: number };
    referrers: { count: number; views: number };
  };
};

/**
 * Where page views are counted: beside the messages in the same database, in tables of their
 * own. What identifies a visitor (the day's salt and the hashes made with it) lives one day, a
 * rate-limit key as long as its window; the daily counts are anonymous, capped per day
 * (DISTINCT_PER_DAY) and kept VISITS_RETAIN_DAYS.
 */
export interface VisitStore {
  /**
   * The salt of this UTC day (32 random bytes, hex), made on its first use; making it erases
   * the salts and visitor hashes of every earlier day.
   */
  visitSalt(day: string): Promise<string>;
  /** Erases the salts and visitor hashes of the days before `day`. */
  forgetVisitorsBefore(day: string): Promise<void>;
  /**
   * Records a view by this rate-limit key at `at`, unless it already made `rule.limit` within
   * the window before it (a sliding window, as the contact form's).
   */
  visitAttempt(rateKey: string, at: Date, rule: RateRule): Promise<RateDecision>;
  /** Erases the daily counts of the days before `day` (VISITS_RETAIN_DAYS). */
  eraseCountsBefore(day: string): Promise<void>;
  /**
   * Counts the view: the day's, the page's, the referrer's and the device's, in one transaction.
   * `caps` are DISTINCT_PER_DAY but where a test floods past smaller ones.
   */
  countVisit(visit: CountedVisit, caps?: DistinctCaps): Promise<void>;
  /**
   * The counts of the days from `from` to `to` (both YYYY-MM-DD, inclusive): days in order, the
   * `top` busiest pages and referrers, busiest first, and the sum of the others.
   */
  visitTotals(from: string, to: string, top: number): Promise<VisitTotals>;
  /** The counts of these pages from `from` to `to`, whatever their rank (each project's page). */
  pageTotals(from: string, to: string, paths: string[]): Promise<VisitTotals["pages"]>;
  /** The state of the digest of the week starting `week` (YYYY-MM-DD), as last swapped in. */
  digestState(week: string): Promise<string | undefined>;
  /** Sets that state to `next` if it is still `expected` (undefined: none yet); true when it did. */
  swapDigestState(week: string, expected: string | undefined, next: string): Promise<boolean>;
}
