/**
 * Resolves an image path from the content ("projects/halcyon/cover.svg") to the
 * URL the build gave it.
 */
const urls = import.meta.glob<string>("@content/images/**/*.{svg,png,jpg,jpeg,webp,avif}", {
  eager: true,
  query: "?url",
  import: "default",
});

const byContentPath = new Map(
  Object.entries(urls).map(([file, url]) => [file.slice(file.indexOf("/images/") + 8), url]),
);

export function imageUrl(path: string): string {
  const url = byContentPath.get(path);
  if (!url) throw new Error(`No image at images/${path} in the content folder`);
  return url;
}
