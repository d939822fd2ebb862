/**
 * The root 404.html, served by a static host for every path that is no file, sends a visitor
 * under another language's place on to that language's NOT FOUND, before the first paint. (Its
 * status was 404 already; the address becomes /<tag>/404.html, whose NOT FOUND goes home to
 * /<tag>/ as any does.) finish-pages.ts puts it first in the root fallback and allows it by its
 * hash, as every inline script. None for a site of one language.
 */
export function languageRedirectScript(tags: string[], basePath: string): string | undefined {
  if (tags.length === 0) return undefined;
  const places = JSON.stringify(tags.map((tag) => `${basePath}/${tag}/`));
  return `<script>${places}.some(function(p){var l=location.pathname;if(l.indexOf(p)===0&&l!==p+"404.html"){location.replace(p+"404.html");return true}})</script>`;
}
