// Prints the owner's posts (CONTENT_DIR/writing) drawn as HTML, as JSON: run by vite-plugin.ts in
// its own process, as the content is. WRITING_DRAFTS=1 (the dev server) keeps the drafts in.
import { readWriting } from "./read-writing.ts";

const contentDir = process.env.CONTENT_DIR;
if (!contentDir) throw new Error("CONTENT_DIR is not set");
const { posts, problems } = await readWriting(contentDir, { drafts: process.env.WRITING_DRAFTS === "1" });
process.stdout.write(JSON.stringify({ posts, problems }));
