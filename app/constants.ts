/**
 * Every number the product fixes (docs/product.md §7), under the name given there.
 * Import from here; never repeat one of these as a literal.
 */

/** Initial-load time-out: how long the LOADING splash stays after the app starts. */
export const INITIAL_LOAD_TIMEOUT_MS = 5000;
/** Not-found redirect: NOT FOUND is shown this long before replacing the location with `/`. */
export const NOT_FOUND_REDIRECT_MS = 3000;
/** Contact result delay: wait after the response before showing SUCCESS or ERROR. */
export const CONTACT_RESULT_DELAY_MS = 2500;
/** Portfolio scroll duration: "View My Portfolio" scrolls to the projects over this long. */
export const PORTFOLIO_SCROLL_DURATION_MS = 2000;
/** Scroll-to-top on project open: delay before scrolling up and opening a project. */
export const SCROLL_TO_TOP_DELAY_MS = 50;
/** Project-card mobile click breakpoint: below this width a tap anywhere on a card opens it. */
export const PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX = 640;

/** Particle background. */
export const PARTICLE_COUNT = 200;
export const PARTICLES_ADDED_PER_CLICK = 10;
export const PARTICLE_HOVER_REPULSE_DISTANCE = 200;
export const PARTICLE_LINK_DISTANCE = 150;
export const PARTICLE_FPS_LIMIT = 120;

/**
 * Counts: the sample content's, as the product gives them. An owner's content may hold
 * any count within CONTENT_RANGES; only the sample's own tests expect these.
 */
export const PROJECT_COUNT = 6;
export const EXPERIENCE_CARD_COUNT = 4;
export const TESTIMONIAL_COUNT = 3;
export const SERVICE_COUNT = 6;
/** Each sample project's case study: About, Strategy, Results. */
export const CASE_STUDY_SECTION_COUNT = 3;

/** Writing (issue 46): the home page's "Latest writing" shows this many posts, the newest. */
export const LATEST_POSTS = 3;
/** The feed carries the newest posts, this many, in full. */
export const FEED_SIZE = 20;
/** A post with this many headings or more gets a table of contents. */
export const TOC_FROM_HEADINGS = 3;
/** Minutes to read a post: its words over this many. */
export const WORDS_PER_MINUTE = 220;

/** Experience cards are this tall, whatever their number. */
export const EXPERIENCE_CARD_HEIGHT_PX = 500;

/** Stacking card scale step: each card beneath the newest shrinks by this much. */
export const STACKING_CARD_SCALE_STEP = 0.05;
/** No card beneath the newest shrinks below this, however many land on it (an owner's eight roles). */
export const STACKING_CARD_MIN_SCALE = 0.8;

/** How many entries each list of an owner's content may hold: an empty list removes its section. */
export const CONTENT_RANGES = {
  // Four are set as tall as three on a wide screen (hero-headline.ts); more would be too small.
  heroLines: { min: 1, max: 4 },
  projects: { min: 1, max: 12 },
  caseStudySections: { min: 1, max: 6 },
  services: { min: 0, max: 12 },
  experiences: { min: 0, max: 12 },
  testimonials: { min: 0, max: 12 },
  techStack: { min: 0, max: 24 },
  listEntries: { min: 1, max: 12 },
} as const;

/** How far (in vw) a service's title with speed 1 drifts sideways while the list scrolls past. */
export const DRIFT_VW_PER_SPEED = 6;

/** Project viewDelay values, in seconds. */
export const PROJECT_VIEW_DELAYS = [0.2, 0.4, 0.6] as const;

/**
 * How many profiles the fixed chrome holds beside MENU, on a phone and from 640 px on: as many as
 * fit at 320 and 640 px wide. The menu lists every one.
 */
export const CHROME_PROFILES = { phone: 3, wide: 8 } as const;
