import { content, findProject, projectNumber } from "~/lib/content/site-content";
import { homeShareImage, postShareImage, projectShareImage } from "~/lib/seo/share-image.server";
import { findPost } from "~/lib/writing/posts.server";
import type { Route } from "./+types/share-image";

/** /share/home.png, /share/project-N.png and /share/post-SLUG.png, drawn at build time (see lib/seo/share-image.server.ts). */
async function drawShareImage(name: string): Promise<Buffer | undefined> {
  if (name === "home") return homeShareImage(content.site);
  const project = findProject(/^project-(\d+)$/.exec(name)?.[1]);
  if (project) return projectShareImage(project, content.site, projectNumber(project));
  const found = findPost(/^post-(.+)$/.exec(name)?.[1]);
  return found && postShareImage(found.post, content.site);
}

export async function loader({ params }: Route.LoaderArgs) {
  const png = await drawShareImage(params.name ?? "");
  if (!png) throw new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
