import { content } from "~/lib/content";
import { homeShareImage, projectShareImage } from "~/lib/share-image.server";
import type { Route } from "./+types/share-image";

/** /share/home.png and /share/project-N.png, drawn at build time (see lib/share-image.server.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  const name = params.name ?? "";
  const projectId = /^project-(\d+)$/.exec(name)?.[1];
  const project = content.projects.find((candidate) => String(candidate.id) === projectId);
  const png =
    name === "home"
      ? await homeShareImage(content.site)
      : project
        ? await projectShareImage(project, content.site)
        : undefined;
  if (!png) throw new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
