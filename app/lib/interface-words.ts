/**
 * Every word the interface shows that is not the owner's: the labels, the three states of the
 * contact form, what a screen reader hears, the writing pages' and the résumé's own words, and
 * the date format (decision 077). The owner's words (the headings, the hero, the form's intro
 * and button…) are the content's, in app/content. Plain data, importing nothing: the components,
 * the build and the tests read the same words, and a translation goes here, in one place.
 *
 * The words docs/product.md gives are its own, letter for letter ("NOT FOUND", "Go Back",
 * "Visit Site", "MORE", "LOADING", the form's messages); interface-words.test.ts holds them to it.
 * A word with a value inside is a function of that value; one that follows other text starts
 * with its own space (" about {name}", " (opens in a new tab)").
 */

/** A day as the writing pages say it ("14 March 2026"), drawn by Intl in the site's language. */
const day: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

export const words = {
  /** The LOADING splash (docs/product.md §2). */
  splash: {
    loading: "LOADING",
    /** Beneath it: "Jane Doe — Portfolio". */
    byline: (ownerName: string) => `${ownerName} — Portfolio`,
  },

  /** An address no page answers (docs/product.md §2). */
  notFound: {
    heading: "NOT FOUND",
    /** Above the heading. */
    status: "Error 404",
    takeMeHome: "Take me home",
    /** The tab's title. */
    title: (ownerName: string) => `Not found — ${ownerName}`,
  },

  /** What the document shows for an error no route catches (app/root.tsx). */
  error: {
    heading: "Something went wrong.",
    backHome: "Back to the home page",
  },

  /** The menu: its button and dialog, and the parts of it that are not the owner's. */
  menu: {
    /** The button's word (drawn in capitals: MENU) and the dialog's name. */
    name: "Menu",
    close: "Close",
    /** The list of the home page's sections. */
    sections: "Sections",
  },

  /** The theme control in the menu: its name and its three choices. */
  theme: {
    name: "Theme",
    choices: { system: "System", light: "Light", dark: "Dark" },
  },

  /** A project card on the home page. */
  work: {
    more: "MORE",
    /** After MORE, for a screen reader only: "MORE about Jane's shop". */
    moreAbout: (projectName: string) => ` about ${projectName}`,
  },

  /** A project's page. */
  project: {
    /** The name of the page's links at the top. */
    label: "Project",
    /** Above the name, and on its share image: "Project 02". */
    numbered: (number: string) => `Project ${number}`,
    goBack: "Go Back",
    visitSite: "Visit Site",
    /** In place of Visit Site, for a project without an address. */
    privateProject: "Private project",
    previews: "Previews",
    nextProject: "Next project",
  },

  /** The contact form (docs/product.md §5, §6). Its button's word is the owner's. */
  contact: {
    name: "Your name",
    email: "Your email",
    message: "Your message",
    /** The trap for bots: hidden from people and screen readers. */
    honeypot: "Leave this empty",
    /** PENDING: the button while the message is sent. */
    pending: "Get'n Spicy...",
    /** SUCCESS. */
    success: "Thank you for reaching out! I will be reaching out to you soon",
    /** ERROR. */
    error: "OOps, something went wrong. Please refresh and try again.",
  },

  /** The writing: the list, a tag's page, a post, the feed. */
  writing: {
    /** The writing page's heading, its link in the menu, and the posts' way back. */
    name: "Writing",
    allWriting: "All writing",
    previous: "Previous",
    next: "Next",
    /** The links to the posts either side. */
    moreWriting: "More writing",
    contents: "Contents",
    updated: "Updated",
    draft: "Draft",
    tags: "Tags",
    minutesToRead: (minutes: number) => `${minutes} min read`,
    /** Above a tag's heading: "3 posts tagged". */
    postsTagged: (count: number) => `${count} ${count === 1 ? "post" : "posts"} tagged`,
    /** The writing page's title and description. */
    pageTitle: (ownerName: string) => `Writing — ${ownerName}`,
    pageDescription: (ownerName: string, titles: string[]) => `Posts by ${ownerName}: ${titles.join("; ")}.`,
    /** A tag's page's title and description. */
    tagTitle: (tag: string, ownerName: string) => `#${tag} — Writing — ${ownerName}`,
    tagDescription: (count: number, ownerName: string, tag: string) =>
      `${count} post(s) by ${ownerName} tagged ${tag}.`,
    /** The RSS feed's title. */
    feedTitle: (ownerName: string) => `${ownerName} — Writing`,
    /** A post's share image, above its title: "Writing  /  2026-03-14". */
    shareLabel: (date: string) => `Writing  /  ${date}`,
  },

  /**
   * The site's search: the control's name, the dialog's and the menu's entry. The dialog's own
   * words are in app/lib/search/search-words.ts, so that only its code, loaded on first use,
   * carries them (decision 082).
   */
  search: { name: "Search" },

  /** The résumé (site-build/resume) and the link to it. */
  resume: {
    /** Its sections' headings, drawn in capitals; its fonts keep their letters. */
    headings: {
      about: "About",
      experience: "Experience",
      projects: "Selected projects",
      tools: "Tools",
    },
    /** The PDF's title. */
    documentTitle: (ownerName: string) => `${ownerName} — Résumé`,
    /** The link to it, so a visitor knows what they will get: "Résumé (PDF, 48 KB)". */
    link: (kilobytes: number) => `Résumé (PDF, ${kilobytes} KB)`,
  },

  /** Words for assistive technology, and the controls that stop what moves. */
  a11y: {
    skipToContent: "Skip to content",
    /** After a link that leaves the site, for a screen reader only. */
    opensInNewTab: " (opens in a new tab)",
    /** The owner's profiles, beside the menu button and in the menu. */
    socialProfiles: "Social profiles",
    /** The home page's unheaded sections. */
    statement: "Statement",
    techStack: "Tech stack",
    /** The pause control: "Pause marquee", "Play particles". */
    play: "Play",
    pause: "Pause",
    marquee: "marquee",
    particles: "particles",
  },

  /** How dates are said: the parts, not the language (the content's `lang` chooses that). */
  dates: { day },
};

/** The interface's words: what a translation gives, key for key. */
export type InterfaceWords = typeof words;
