import { experiences } from "./experiences";
import { homePage } from "./home-page";
import { lists } from "./lists";
import { projects } from "./projects";
import { services } from "./services";
import { site } from "./site";
import { socialLinks } from "./social-links";
import { techStack } from "./tech-stack";
import { testimonials } from "./testimonials";

/** Everything the site shows, gathered for validation in `app/lib/content/site-content.ts`. */
export default {
  site,
  homePage,
  lists,
  projects,
  services,
  experiences,
  testimonials,
  socialLinks,
  techStack,
};
