import type { ReactNode } from "react";
import { SiteChrome } from "~/components/site-chrome";
import { SocialLinks } from "~/components/social-links";
import { ArrivingPage } from "~/motion/page-arrival";

/**
 * The frame of the writing pages: the site's chrome, and the page's main column, which fades in
 * arriving from another page.
 */
export function WritingPage({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteChrome />
      <ArrivingPage>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto max-w-7xl px-5 pt-20 pb-24 outline-none sm:px-10 sm:pt-24"
        >
          {children}
        </main>
      </ArrivingPage>
      <SocialLinks />
    </>
  );
}
