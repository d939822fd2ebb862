import { readFileSync } from "node:fs";
import type { Problem } from "../../app/lib/problems.ts";
import type { Post } from "../../app/lib/writing/post.ts";
import { buildEnvironment } from "../build-settings.ts";
import { planImages } from "../images/process-images.ts";
import { readSiteSettings } from "../site-settings.ts";
import { compilePost, imageResolver } from "./compile-post.tsx";
import { readPostSources, writingDirOf } from "./post-files.ts";

/** The images beside the posts, planned like the content's images; their files start "writing-". */
/** The posts' images, named under the site's path as the content's are (site-vite-config.ts). */
export const planWritingImages = (contentDir: string) =>
  planImages(writingDirOf(contentDir), {
    prefix: "writing-",
    base: `${readSiteSettings(buildEnvironment()).basePath}/`,
  });

/** Every post read, checked and drawn as HTML (readPostSources, then each post's text compiled). */
export async function readWriting(
  contentDir: string,
  options: { drafts?: boolean } = {},
): Promise<{ posts: Post[]; problems: Problem[] }> {
  const { sources, problems } = readPostSources(contentDir, options);
  const { manifest } = await planWritingImages(contentDir);
  const posts: Post[] = [];
  for (const { file, meta, body } of sources) {
    const resolveImage = imageResolver(writingDirOf(contentDir), file, manifest);
    const coverImage = meta.cover ? resolveImage(meta.cover) : undefined;
    if (meta.cover && !coverImage) {
      problems.push({
        file: `${file}:${lineOfKey(readFileSync(file, "utf8"), "cover")}`,
        field: "cover",
        message: `there is no image at ${meta.cover} beside the post`,
        fix: "put the image in the writing folder (or a folder in it) and give its path from the post, such as ./queue/cover.png",
      });
      continue;
    }
    try {
      posts.push({ ...meta, ...(await compilePost(file, body, resolveImage)), coverImage });
    } catch (error) {
      const line = (error as { line?: number }).line;
      problems.push({
        file: line ? `${file}:${line}` : file,
        field: "text",
        message: (error as Error).message,
        fix: "correct the post's text at that line (docs/customizing.md shows what a post can hold)",
      });
    }
  }
  return { posts, problems };
}

/** The line of a top-level frontmatter key, for a problem found after the frontmatter was read. */
const lineOfKey = (text: string, key: string) =>
  1 + text.split("\n").findIndex((line) => line.startsWith(`${key}:`));
