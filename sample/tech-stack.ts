import type { Tech } from "~/content/schema";

/** The tools in the scrolling marquee, each with its mark (and one for the light theme where it needs its own). */
export const techStack: Tech[] = [
  { name: "React", icon: "tech/react.svg" },
  { name: "Next", icon: "tech/next.svg", iconOnLight: "tech/next-on-light.svg" },
  { name: "Tailwind", icon: "tech/tailwind.svg" },
  { name: "Node", icon: "tech/node.svg" },
  { name: "Mongo DB", icon: "tech/mongodb.svg" },
  { name: "Framer Motion", icon: "tech/framer-motion.svg" },
];
