/**
 * The interface's words in English: every word the site shows that is not the owner's (the
 * labels, the contact form's three states, what a screen reader hears, the writing pages', the
 * search's and the résumé's own words). Plain data, so that a language's words travel as data
 * and an owner can change any of them from their content (decision 083).
 *
 * A word with a value inside names it in braces ("{name} — Portfolio"); a word that counts
 * gives a form per plural category ("one", "other", and "zero" where none reads differently),
 * as Intl.PluralRules names them. `wordsOf` (words-of.ts) turns them into what components call.
 *
 * The words docs/product.md gives are its own, letter for letter ("NOT FOUND", "Go Back",
 * "Visit Site", "MORE", "LOADING", the form's messages); interface-words.test.ts holds them to it.
 * A word that follows other text starts with its own space (" about {project}").
 */
export const english = {
  /** The LOADING splash (docs/product.md §2). */
  splash: {
    loading: "LOADING",
    /** Beneath it: "Jane Doe — Portfolio". */
    byline: "{name} — Portfolio",
  },

  /** An address no page answers (docs/product.md §2). */
  notFound: {
    heading: "NOT FOUND",
    /** Above the heading. */
    status: "Error 404",
    takeMeHome: "Take me home",
    /** The tab's title. */
    title: "Not found — {name}",
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
    moreAbout: " about {project}",
  },

  /** A project's page. */
  project: {
    /** The name of the page's links at the top. */
    label: "Project",
    /** Above the name, and on its share image: "Project 02". */
    numbered: "Project {number}",
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
    /** The home page's section of the newest posts, unless the owner heads it (`headings.writing`). */
    latest: "Latest writing",
    previous: "Previous",
    next: "Next",
    /** The links to the posts either side. */
    moreWriting: "More writing",
    contents: "Contents",
    updated: "Updated",
    draft: "Draft",
    tags: "Tags",
    minutesToRead: "{minutes} min read",
    /** Above a tag's heading: "3 posts tagged". */
    postsTagged: { one: "{count} post tagged", other: "{count} posts tagged" },
    /** The writing page's title and description ({titles}: the posts' titles, in a list). */
    pageTitle: "Writing — {name}",
    pageDescription: "Posts by {name}: {titles}.",
    /** A tag's page's title and description. */
    tagTitle: "#{tag} — Writing — {name}",
    tagDescription: {
      one: "{count} post by {name} tagged {tag}.",
      other: "{count} posts by {name} tagged {tag}.",
    },
    /** The RSS feed's title. */
    feedTitle: "{name} — Writing",
    /** A post's share image, above its title: "Writing  /  14 March 2026". */
    shareLabel: "Writing  /  {date}",
  },

  /** The menu's links to the site's other languages (only where it has more than one). */
  languages: {
    name: "Languages",
    /** After a language's name where the page has no version in it, and its link goes home instead. */
    homePage: "home page",
    /** The same, where its link goes to the language's list of posts instead. */
    writingPage: "posts",
  },

  /** The site's search: the control, the menu's entry and the dialog (decision 082). */
  search: {
    name: "Search",
    /** The box's label and its placeholder. */
    label: "Search the site",
    placeholder: "Projects, posts, sections…",
    close: "Close",
    loading: "Loading the search…",
    /** Where the index is not built: the dev server, or a build with PUBLIC_SEARCH=off. */
    unavailable: "Search works on the built site (npm run build, then npm start).",
    /** What a screen reader hears and the dialog shows once a search has answered. */
    found: {
      zero: "No results for “{query}”",
      one: "{count} result for “{query}”",
      other: "{count} results for “{query}”",
    },
    /** Beneath the results: how to move through them. */
    keys: "↑ ↓ to move, Enter to open, Esc to close",
    /** Where a result sits. */
    kinds: { project: "Project", post: "Post", section: "Section" },
  },

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
    documentTitle: "{name} — Résumé",
    /** The link to it, so a visitor knows what they will get: "Résumé (PDF, 48 KB)". */
    link: "Résumé (PDF, {size} KB)",
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
    /** The pause controls of the marquee and the particles, by what they do next. */
    pauseMarquee: "Pause marquee",
    playMarquee: "Play marquee",
    pauseParticles: "Pause particles",
    playParticles: "Play particles",
  },
} as const;

/** A word that counts: a form per plural category the language uses ("other" always). */
export type Plural = {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
};

/** Every interface word of a language: English's keys, each a text or, where English counts, a Plural. */
export type WordTemplates = {
  [Group in keyof typeof english]: Templates<(typeof english)[Group]>;
};
type Templates<T> = {
  [Key in keyof T]: T[Key] extends string
    ? string
    : T[Key] extends { other: string }
      ? Plural
      : Templates<T[Key]>;
};

/** What a language's file may give: any of the words, the rest falling back to English's. */
export type PartialWords = { [Group in keyof WordTemplates]?: PartialOf<WordTemplates[Group]> };
type PartialOf<T> = { [Key in keyof T]?: T[Key] extends string | Plural ? T[Key] : PartialOf<T[Key]> };
