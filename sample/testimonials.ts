import type { Testimonial } from "~/content/schema";

/** "A Few Nice Words": three testimonials. */
export const testimonials: Testimonial[] = [
  {
    name: "Priya Natarajan",
    title: "Founder, Halcyon Coffee",
    description:
      "Rowan took a moodboard and a deadline and gave us a site our customers screenshot and share. Launch week sold out two roasts.",
    src: "avatars/priya-natarajan.svg",
    link: "https://halcyon-coffee.example",
  },
  {
    name: "Tomás Reyes",
    title: "CTO, Boxwise",
    description:
      "The rare engineer who asks why before how. Our estimate flow went from a spreadsheet to a product in a quarter, and it has barely needed a bug fix since.",
    src: "avatars/tomas-reyes.svg",
    link: "https://www.linkedin.com/in/tomas-reyes-example",
  },
  {
    name: "Hannah Osei",
    title: "Head of Product, Lumen Academy",
    description:
      "Calm, clear and quick. Rowan sweated the details learners notice, like resuming a lesson exactly where they left it, and it shows in our completion rates.",
    src: "avatars/hannah-osei.svg",
    link: "https://lumen-academy.example",
  },
];
