import { faviconSvg } from "~/lib/seo/favicon";

/** /favicon.svg, written at build time in the theme's colours. */
export function loader() {
  return new Response(faviconSvg(__THEME_COLORS__), {
    headers: { "Content-Type": "image/svg+xml" },
  });
}
