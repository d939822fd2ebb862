import pages from "virtual:project-pages";
import type { ProjectPage } from "~/lib/content/split-content";

/** A project page's own parts (case study, previews), loaded with the project page only. */
export const projectPage = (id: number): ProjectPage | undefined => pages[id];
