import { content, findProject } from "~/lib/content/site-content";
import { homeShareImage, projectShareImage } from "~/lib/seo/share-image.server";
import type { Route } from "./+types/share-image";

/** /share/home.png and /share/project-N.png, drawn at build time (see lib/share-image.server.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  const name = params.name ?? "";
  const project = findProject(/^project-(\d+)$/.exec(name)?.[1]);
  const png =
    name === "home"
      ? await homeShareImage(content.site)
      : project
        ? await projectShareImage(project, content.site)
        : undefined;
  if (!png) throw new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
