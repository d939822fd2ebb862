import { writeFileSync } from "node:fs";
import content from "../../app/content/index.ts";
import { renderResume } from "../../site-build/resume/render-resume.tsx";

const t = Date.now();
writeFileSync("/tmp/resume-a4.pdf", await renderResume(content, "http://localhost:3000", "A4"));
writeFileSync("/tmp/resume-letter.pdf", await renderResume(content, "http://localhost:3000", "LETTER"));
console.log(Date.now() - t, "ms");
