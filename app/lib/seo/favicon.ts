/**
 * The site's mark, a code bracket pair around a dot, in the theme's colours
 * (app/app.css): the favicon and, drawn at build time, the PNG icons.
 */
export function faviconSvg(colors: { ground: string; accent: string; hot: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colors.ground}"/><path d="M24 20 12 32l12 12M40 20l12 12-12 12" fill="none" stroke="${colors.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="32" cy="32" r="4" fill="${colors.hot}"/></svg>`;
}
