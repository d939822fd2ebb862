import { useEffect, useMemo } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { fontFiles } from "virtual:site-fonts";
import { LoadingSplash } from "~/components/loading-splash";
import { CHROME_PROFILES } from "~/constants";
import { content } from "~/lib/content/site-content";
import { words } from "~/lib/interface-words";
import { href, paths } from "~/lib/navigation/public-paths";
import { settings } from "~/lib/settings";
import { THEME_SCRIPT } from "~/lib/theme";
import { useVisitCounter } from "~/lib/visits/use-visit-counter";
import { PageArrivals } from "~/motion/page-arrival";
import { SCRIPTING_MARK_SCRIPT } from "~/motion/scripting-mark";
import { settleSkippedTransitions } from "~/motion/settle-skipped-transitions";
import { COVERED_PAGE_CLASS, CoveredPage, useInitialLoadClock } from "~/motion/splash";
import { whenIdle } from "~/motion/when-idle";

/**
 * An inline script right after the stylesheet holds the HTML parser until the stylesheet
 * has loaded. Without it, Chromium may style and lay out the first part of the body
 * before the stylesheet arrives, and then start every `transition` from those unstyled
 * values (links fade in from blue), where a section that is not rendered yet keeps them
 * until it is scrolled to (decision 060).
 */
const waitForStylesheet = "/* holds the parser until the stylesheet has loaded (decision 060) */";

/** The theme's faces, cut to the site's characters, load at once beside the CSS. */
export const links: Route.LinksFunction = () => [
  ...fontFiles.map(
    (href) => ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" }) as const,
  ),
  { rel: "icon", href: href(paths.favicon), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: href(paths.icon("apple-touch-icon")) },
  { rel: "manifest", href: href(paths.manifest) },
  // The owner's career in the format résumé tools read (jsonresume.org).
  { rel: "alternate", type: "application/json", href: href(paths.resumeJson), title: "JSON Resume" },
  ...(content.writing.hasPosts
    ? [
        {
          rel: "alternate",
          type: "application/rss+xml",
          href: href(paths.feed),
          title: words.writing.feedTitle({ name: content.site.ownerName }),
        },
      ]
    : []),
];

/**
 * The title of a page no route names: the SPA fallback (404.html), which a tab shows
 * before the app starts. Every route's own meta replaces it.
 */
export const meta: Route.MetaFunction = () => [{ title: content.site.title }];

export function Layout({ children }: { children: React.ReactNode }) {
  // Not subscribed to the store: re-rendering the document's shell as the splash lifts
  // would re-render the head and the scripts in the frame that has to be quick.
  return (
    <html
      lang={content.site.lang ?? "en"}
      dir={content.dir === "rtl" ? "rtl" : undefined}
      // THEME_SCRIPT may have set data-theme, and SCRIPTING_MARK_SCRIPT data-scripting, before React starts.
      suppressHydrationWarning
      className={settings.splashMs > 0 ? COVERED_PAGE_CLASS : undefined}
      // How many profiles sit in the fixed chrome, and whether the search control does: how far in
      // from the right it reaches (app.css).
      style={
        {
          "--profiles": Math.min(content.socialLinks.length, CHROME_PROFILES.wide),
          ...(__SEARCH__ && { "--search-slot": 1 }),
        } as React.CSSProperties
      }
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser's chrome in each theme's ground; THEME_SCRIPT and chooseTheme set both to a chosen one. */}
        {(["light", "dark"] as const).map((scheme) => (
          <meta
            key={scheme}
            name="theme-color"
            media={`(prefers-color-scheme: ${scheme})`}
            content={(scheme === "light" ? __THEME_COLORS_LIGHT__ : __THEME_COLORS__).ground}
            data-light={__THEME_COLORS_LIGHT__.ground}
            data-dark={__THEME_COLORS__.ground}
            suppressHydrationWarning
          />
        ))}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string, not user input */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string, not user input */}
        <script dangerouslySetInnerHTML={{ __html: SCRIPTING_MARK_SCRIPT }} />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string, not user input */}
        <script dangerouslySetInnerHTML={{ __html: waitForStylesheet }} />
      </head>
      <body className="grain min-h-dvh bg-ground text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Page views, counted by the built-in collector where it runs (docs/privacy.md). Chosen at build
 * time: where nothing counts (PUBLIC_COUNT_VISITS=off, another service, the dev server) the
 * counting code is left out of the build.
 */
const useCountedVisits = __VISITS_ENDPOINT__ && !import.meta.env.DEV ? useVisitCounter : () => undefined;

export default function App() {
  // The splash lifts on its clock; the page beneath it is uncovered in steps (app/motion/splash).
  const initialLoad = useInitialLoadClock();
  // The same element every render: lifting the splash re-renders this shell, not the page.
  const page = useMemo(() => <Outlet />, []);
  useEffect(() => settleSkippedTransitions(), []);
  useCountedVisits(__VISITS_ENDPOINT__, whenIdle);

  return (
    <>
      {initialLoad && <LoadingSplash />}
      <CoveredPage>
        <PageArrivals>{page}</PageArrivals>
      </CoveredPage>
    </>
  );
}

/**
 * What the SPA fallback page (every path that is not prerendered) holds before
 * the app takes over: the same splash, so the first paint is always LOADING.
 */
export function HydrateFallback() {
  return settings.splashMs > 0 ? <LoadingSplash /> : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : words.error.heading;
  return (
    <main className="mx-auto grid min-h-dvh max-w-3xl place-content-center gap-6 p-8 text-center">
      <h1 className="font-display text-5xl font-bold">{message}</h1>
      <a className="font-mono text-accent underline underline-offset-4" href={href(paths.home)}>
        {words.error.backHome}
      </a>
    </main>
  );
}
