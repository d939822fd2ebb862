import { resume } from "virtual:resume";

/** "Résumé (PDF, 48 KB)": what the link says, so a visitor knows what they will get. */
export const resumeLink = {
  href: resume.href,
  label: `Résumé (PDF, ${Math.max(1, Math.round(resume.bytes / 1024))} KB)`,
};
