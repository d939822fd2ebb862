import { SearchControl } from "~/components/search/search-control";
import { SiteMenu } from "~/components/site-menu";
import { words } from "~/lib/interface-words";

/**
 * What every real page carries before its content: the skip link, the band that keeps
 * the fixed chrome clear of the text scrolling under it (app.css), the search (unless
 * PUBLIC_SEARCH=off, which leaves its code out of the build) and the menu.
 */
export function SiteChrome() {
  return (
    <>
      <a
        href="#main"
        className="fixed start-4 top-4 z-50 -translate-y-24 rounded-full bg-accent px-5 py-3 font-mono text-xs font-semibold uppercase tracking-[0.2em] text-accent-ink focus-visible:translate-y-0"
      >
        {words.a11y.skipToContent}
      </a>
      <div aria-hidden="true" className="chrome-backdrop" />
      {__SEARCH__ && <SearchControl />}
      <SiteMenu />
    </>
  );
}
