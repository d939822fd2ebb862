import { content } from "~/lib/content/site-content";
import { href, paths } from "~/lib/navigation/public-paths";

/** /manifest.webmanifest, so the site installs with its name, colours and icons. */
export function loader() {
  const manifest = {
    name: content.site.title,
    short_name: content.site.ownerName,
    description: content.site.description,
    start_url: href(paths.home),
    display: "standalone",
    background_color: __THEME_COLORS__.ground,
    theme_color: __THEME_COLORS__.ground,
    icons: [
      { src: href(paths.icon("icon-192")), sizes: "192x192", type: "image/png" },
      { src: href(paths.icon("icon-512")), sizes: "512x512", type: "image/png" },
      { src: href(paths.icon("icon-512")), sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: href(paths.favicon), sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
