import type { Project } from "~/content/schema";

/** The six projects, in the order the portfolio grid shows them. */
export const projects: Project[] = [
  {
    id: 1,
    name: "Halcyon Coffee",
    description: "A launch landing page for a small-batch coffee roaster's new brand.",
    url: "https://halcyon-coffee.example",
    src: "projects/halcyon/cover.svg",
    srcAlt: "The Halcyon Coffee landing page in a browser window, in warm amber and cream.",
    viewDelay: 0.2,
    sections: [
      {
        id: 1,
        title: "About",
        description: [
          "Halcyon had roasted for cafés for a decade and was finally selling beans under its own name. It needed a landing page that felt as warm as its shop and could carry a launch-day rush from a single newsletter.",
          "I designed and built the page in three weeks, working from the founders' moodboard, their packaging and a lot of tasting notes.",
        ],
        img: "projects/halcyon/about.svg",
        imgAlt: "Halcyon's colour palette and wordmark laid out on a brand board.",
        contentPosition: "l",
      },
      {
        id: 2,
        title: "Strategy",
        description: [
          "Every roast got its own story block with origin, process and a flavour wheel drawn in SVG, so the page stays light while still feeling hand-made.",
          "The pre-order form talks straight to the roaster's existing shop system, so there was no new back office to learn in launch week.",
        ],
        img: "projects/halcyon/strategy.svg",
        imgAlt: "Wireframes of the roast story blocks and the pre-order form.",
        contentPosition: "r",
      },
      {
        id: 3,
        title: "Results",
        description: [
          "Both launch roasts sold out in four days. The page loads in under a second on a mid-range phone and scores 100 for accessibility.",
          "Newsletter sign-ups tripled in the first month, and the team now updates the roasts themselves without calling me.",
        ],
        img: "projects/halcyon/results.svg",
        imgAlt: "A chart of launch-week pre-orders climbing steeply.",
        contentPosition: "l",
      },
    ],
    previews: [
      { src: "projects/halcyon/preview-1.svg", alt: "Halcyon's roast list on a phone." },
      { src: "projects/halcyon/preview-2.svg", alt: "Halcyon's pre-order screen on a phone." },
    ],
  },
  {
    id: 2,
    name: "Kiln & Co.",
    description: "A custom e-commerce site for a ceramics studio that sells one-off pieces.",
    url: "https://kilnandco.example",
    src: "projects/kiln/cover.svg",
    srcAlt: "The Kiln & Co. shop in a browser window, in terracotta and sand tones.",
    viewDelay: 0.4,
    sections: [
      {
        id: 1,
        title: "About",
        description: [
          "Kiln & Co. makes every mug and vase once. Off-the-shelf shop themes assumed stock counts and size variants; the studio needed a shop built around single pieces that sell out in minutes.",
          "I built a custom storefront and checkout on a headless commerce back end, with a studio dashboard for photographing and listing new work.",
        ],
        img: "projects/kiln/about.svg",
        imgAlt: "A grid of ceramic product cards with earthy glazes.",
        contentPosition: "r",
      },
      {
        id: 2,
        title: "Strategy",
        description: [
          "A piece is held for ten minutes when it enters a basket, so two buyers never pay for the same vase. Drops are announced with a countdown and a waiting room that absorbs the rush.",
          "Product photos are processed at upload into modern formats and sizes, which keeps the gallery sharp and quick on any screen.",
        ],
        img: "projects/kiln/strategy.svg",
        imgAlt: "A flow diagram of the basket hold and drop waiting room.",
        contentPosition: "l",
      },
      {
        id: 3,
        title: "Results",
        description: [
          "Monthly drops now sell out without a single double sale. Checkout conversion rose from 1.8 % to 4.6 %.",
          "The studio lists a new collection in under an hour, down from a full day of spreadsheet work.",
        ],
        img: "projects/kiln/results.svg",
        imgAlt: "A bar chart of checkout conversion before and after the rebuild.",
        contentPosition: "r",
      },
    ],
    previews: [
      { src: "projects/kiln/preview-1.svg", alt: "A single vase product page on a phone." },
      { src: "projects/kiln/preview-2.svg", alt: "The drop countdown on a phone." },
    ],
  },
  {
    id: 3,
    name: "Boxwise",
    description: "A SaaS app that turns a video walkthrough of a home into a moving estimate.",
    url: "",
    src: "projects/boxwise/cover.svg",
    srcAlt: "The Boxwise estimate dashboard in a browser window, in deep blue and lime.",
    viewDelay: 0.6,
    sections: [
      {
        id: 1,
        title: "About",
        description: [
          "Moving companies lose hours driving to homes just to count boxes. Boxwise lets customers film a walkthrough on their phone and turns it into an itemised estimate the mover can trust.",
          "I joined as the first engineer and built the web app, the estimator's review tools and the API the mobile capture app talks to. The product is used privately by its partner movers.",
        ],
        img: "projects/boxwise/about.svg",
        imgAlt: "A room inventory list next to a video frame of a living room.",
        contentPosition: "l",
      },
      {
        id: 2,
        title: "Strategy",
        description: [
          "Estimators review suggested items rather than typing them, with keyboard shortcuts for everything, because they process forty homes a day.",
          "Volume and price rules live in a small typed rules engine the operations team edits themselves, with a preview of how a change moves last month's quotes.",
        ],
        img: "projects/boxwise/strategy.svg",
        imgAlt: "The estimator review screen with suggested items and shortcuts.",
        contentPosition: "r",
      },
      {
        id: 3,
        title: "Results",
        description: [
          "Partner movers cut site visits by 70 % and send quotes the same day. Estimates land within 5 % of the final invoice on nine moves out of ten.",
          "The app grew from one pilot mover to thirty-eight without a rewrite.",
        ],
        img: "projects/boxwise/results.svg",
        imgAlt: "A line chart of quotes sent per week rising across a year.",
        contentPosition: "l",
      },
    ],
    previews: [
      { src: "projects/boxwise/preview-1.svg", alt: "The walkthrough capture screen on a phone." },
      { src: "projects/boxwise/preview-2.svg", alt: "An itemised estimate on a phone." },
    ],
  },
  {
    id: 4,
    name: "Zippi",
    description: "Branding, website and courier app for a neighbourhood delivery start-up.",
    url: "https://zippi.example",
    src: "projects/zippi/cover.svg",
    srcAlt: "Zippi's bright yellow and violet website in a browser window.",
    viewDelay: 0.2,
    sections: [
      {
        id: 1,
        title: "About",
        description: [
          "Zippi delivers from local shops within thirty minutes by cargo bike. The founders had a name and a van-sized ambition, and nothing else: no logo, no site, no app.",
          "Over four months I designed the identity, built the marketing site and shipped the courier app riders use on every run.",
        ],
        img: "projects/zippi/about.svg",
        imgAlt: "The Zippi logo, a lightning bolt inside a speech bubble, on a brand board.",
        contentPosition: "r",
      },
      {
        id: 2,
        title: "Strategy",
        description: [
          "The brand is loud on purpose: one yellow that reads from across the street on a bike bag, and a violet that works on screens at night.",
          "The courier app works offline first, because riders lose signal in stairwells, and syncs proof of delivery as soon as it can.",
        ],
        img: "projects/zippi/strategy.svg",
        imgAlt: "The courier app's run list and offline sync indicator.",
        contentPosition: "l",
      },
      {
        id: 3,
        title: "Results",
        description: [
          "Zippi launched in two neighbourhoods and reached 1,200 deliveries a week by month three.",
          "Failed deliveries fell by half once riders had photo proof and live customer notes in the app.",
        ],
        img: "projects/zippi/results.svg",
        imgAlt: "A chart of weekly deliveries growing over the first quarter.",
        contentPosition: "r",
      },
    ],
    previews: [
      { src: "projects/zippi/preview-1.svg", alt: "A rider's run list in the Zippi courier app." },
      { src: "projects/zippi/preview-2.svg", alt: "Live order tracking for a Zippi customer." },
    ],
  },
  {
    id: 5,
    name: "Lumen Academy",
    description: "An e-learning platform for short, practical design and coding courses.",
    url: "https://lumen-academy.example",
    src: "projects/lumen/cover.svg",
    srcAlt: "The Lumen Academy course player in a browser window, in midnight blue and gold.",
    viewDelay: 0.4,
    sections: [
      {
        id: 1,
        title: "About",
        description: [
          "Lumen teaches working professionals in fifteen-minute lessons. Its old platform lost people's place, buffered on trains and made instructors fight a clunky editor.",
          "I rebuilt the learner app and the course editor, and moved video, progress and certificates onto one dependable back end.",
        ],
        img: "projects/lumen/about.svg",
        imgAlt: "The course overview with lessons grouped into short modules.",
        contentPosition: "l",
      },
      {
        id: 2,
        title: "Strategy",
        description: [
          "Progress is saved every few seconds and on every device, so a lesson started on a laptop resumes to the second on a phone.",
          "Instructors write in a block editor with live preview, quizzes and code exercises that run safely in the browser.",
        ],
        img: "projects/lumen/strategy.svg",
        imgAlt: "The block editor with a quiz and a code exercise being authored.",
        contentPosition: "r",
      },
      {
        id: 3,
        title: "Results",
        description: [
          "Course completion rose from 31 % to 54 % in two terms, and support tickets about lost progress stopped entirely.",
          "Instructors publish a new course in days rather than weeks.",
        ],
        img: "projects/lumen/results.svg",
        imgAlt: "A chart comparing course completion rates before and after.",
        contentPosition: "l",
      },
    ],
    previews: [
      { src: "projects/lumen/preview-1.svg", alt: "A lesson playing on a phone with notes below." },
      { src: "projects/lumen/preview-2.svg", alt: "A completed-course certificate on a phone." },
    ],
  },
  {
    id: 6,
    name: "Castline",
    description: "A social app and tackle shop for anglers to log catches and swap tips.",
    url: "https://castline.example",
    src: "projects/castline/cover.svg",
    srcAlt: "The Castline catch feed and shop in a browser window, in teal and coral.",
    viewDelay: 0.6,
    sections: [
      {
        id: 1,
        title: "About",
        description: [
          "Castline started as a group chat of anglers sharing photos of their catches. It grew into an app where people log catches, follow local waters and buy the lure that actually worked.",
          "I built the mobile app, the feed and the shop, and the moderation tools that keep secret spots secret.",
        ],
        img: "projects/castline/about.svg",
        imgAlt: "A catch card showing a trout, the water and the weather that day.",
        contentPosition: "r",
      },
      {
        id: 2,
        title: "Strategy",
        description: [
          "Every catch can be tagged with the tackle used, which links straight to the shop. Locations are blurred to a region by default, so sharing never gives away a spot.",
          "The feed ranks by nearby waters and the season, not by likes, which keeps it useful rather than noisy.",
        ],
        img: "projects/castline/strategy.svg",
        imgAlt: "A map of regions with blurred catch locations.",
        contentPosition: "l",
      },
      {
        id: 3,
        title: "Results",
        description: [
          "Castline passed 40,000 anglers in its first season. A third of shop orders now start from a catch in the feed.",
          "The app holds a 4.8 rating on both stores.",
        ],
        img: "projects/castline/results.svg",
        imgAlt: "A chart of monthly active anglers across the first season.",
        contentPosition: "r",
      },
    ],
    previews: [
      { src: "projects/castline/preview-1.svg", alt: "The Castline catch feed on a phone." },
      { src: "projects/castline/preview-2.svg", alt: "A tackle product linked from a catch." },
    ],
  },
];
