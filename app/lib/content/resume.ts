import { resume } from "virtual:resume";
import { words } from "~/lib/interface-words";

/** "Résumé (PDF, 48 KB)": what the link says, so a visitor knows what they will get. */
export const resumeLink = {
  href: resume.href,
  label: words.resume.link({ size: Math.max(1, Math.round(resume.bytes / 1024)) }),
};
