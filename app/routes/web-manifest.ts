import { content } from "~/lib/content";

/** /manifest.webmanifest, so the site installs with its name, colours and icons. */
export function loader() {
  const manifest = {
    name: content.site.title,
    short_name: content.site.ownerName,
    description: content.site.description,
    start_url: "/",
    display: "standalone",
    background_color: __THEME_COLORS__.ground,
    theme_color: __THEME_COLORS__.ground,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
