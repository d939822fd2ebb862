import type { SocialIconName } from "~/content/schema";

/**
 * The line marks a profile is drawn with (24×24, stroked), by name; `link` for any other site.
 * The build picks each profile's mark (split-content.ts), so a page carries only the marks the
 * owner's profiles use, not this table.
 */
export const SOCIAL_MARKS: Record<SocialIconName, string> = {
  dribbble:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-6.3 5.2C8.6 9 12.6 9 16.4 7.2M3.2 12.6c4.6-1.2 9.7-.6 14.1 2.4M8.6 3.7c2.9 3.3 5.2 8.8 6.2 16.3",
  github:
    "M9 19c-4 1.3-4-2-6-2.5M15 21v-3.4a3 3 0 0 0-.8-2.3c2.8-.3 5.8-1.4 5.8-6.2a4.8 4.8 0 0 0-1.3-3.3 4.5 4.5 0 0 0-.1-3.3s-1-.3-3.4 1.3a11.7 11.7 0 0 0-6.2 0C6.6 1.9 5.6 2.2 5.6 2.2a4.5 4.5 0 0 0-.1 3.3 4.8 4.8 0 0 0-1.3 3.3c0 4.8 3 5.9 5.8 6.2a3 3 0 0 0-.8 2.3V21",
  linkedin:
    "M4 9h4v11H4zM6 4.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM11 9h4v1.8c.6-1 1.8-2 3.6-2 3 0 3.4 2 3.4 4.6V20h-4v-5.6c0-1.3 0-2.9-1.8-2.9S14.5 13 14.5 14.3V20H11z",
  x: "M4 4l16 16M20 4 4 20",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5v.01",
  behance:
    "M3 6h5.5a3 3 0 0 1 0 6H3zm0 6h6a3 3 0 0 1 0 6H3zm12-1h6a3 3 0 0 0-6 0zm0 0a3 3 0 0 0 5.6 1.6M15 7h5",
  mastodon:
    "M16 20.2c-1.2.5-2.8.8-4.5.8-4.7 0-8-2.6-8-8V8A4.5 4.5 0 0 1 8 3.5h8A4.5 4.5 0 0 1 20.5 8v4a4.5 4.5 0 0 1-4.5 4.5h-4.5c-1.7 0-2.8.9-2.5 2.2M8 13V9.5a2 2 0 0 1 4 0V12m0-2.5a2 2 0 0 1 4 0V13",
  bluesky:
    "M12 10.8C10.6 7.6 6.6 3.8 4.4 4.1 2.6 4.4 3.4 9.9 5.4 11.1c1.2.7 2.8.8 4 .5-2.6.6-4.1 2.2-2.4 4.2 2 2.3 4-.3 5-3.2 1 2.9 3 5.5 5 3.2 1.7-2 .2-3.6-2.4-4.2 1.2.3 2.8.2 4-.5 2-1.2 2.8-6.7 1-7-2.2-.3-6.2 3.5-7.6 6.7z",
  gitlab:
    "M12 20.5 3.3 14.2a1 1 0 0 1-.4-1.1L5.5 4.3a.5.5 0 0 1 1-.1l2.1 6.3h6.8l2.1-6.3a.5.5 0 0 1 1 .1l2.6 8.8a1 1 0 0 1-.4 1.1zM8.6 10.5 12 20.5l3.4-10",
  stackoverflow: "M5 14v6h14v-6M8.5 17h7M9.6 13l6.3 1.7M11.2 9.1l5.5 3.4M13.7 5.5l4.2 5",
  youtube:
    "M5.5 5.5h13a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3h-13a3 3 0 0 1-3-3v-7a3 3 0 0 1 3-3zM10 9.2v5.6l4.8-2.8z",
  codepen: "M12 3l9 6v6l-9 6-9-6V9zM12 3v6M12 15v6M3 9l9 6 9-6M3 15l9-6 9 6",
  email: "M5 5.5h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2zM3.5 7l8.5 6 8.5-6",
  rss: "M5 5a14 14 0 0 1 14 14M5 11a8 8 0 0 1 8 8M5.8 18.2a.8.8 0 1 0 1.6 0 .8.8 0 1 0-1.6 0",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
};

/** An e-mail address given as a profile: it opens the mail app, and is not a page about the owner. */
export const isMailto = (href: string) => /^mailto:/i.test(href);
