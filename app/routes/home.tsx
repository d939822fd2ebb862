import { SiteChrome } from "~/components/site-chrome";
import { SocialLinks } from "~/components/social-links";
import { WordReveal } from "~/components/word-reveal";
import { content } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { personJsonLd, shareImagePath } from "~/lib/seo";
import { Contact } from "~/sections/contact";
import { Hero } from "~/sections/hero";
import { History } from "~/sections/history";
import { Services } from "~/sections/services";
import { Statement } from "~/sections/statement";
import { TechMarquee } from "~/sections/tech-marquee";
import { Testimonials } from "~/sections/testimonials";
import { Work } from "~/sections/work";

export const meta = () =>
  pageMeta({
    title: content.site.title,
    description: content.site.description,
    path: "/",
    image: shareImagePath.home,
    imageAlt: content.site.shareImageAlt,
    jsonLd: personJsonLd(),
  });

const paragraphClass =
  "mx-auto max-w-6xl px-5 font-display font-medium text-[clamp(1.6rem,4.2vw,3.5rem)] leading-[1.12] tracking-[-0.02em] sm:px-10";

/** The home page: spec §1's sections, in order. */
export default function Home() {
  return (
    <>
      <SiteChrome />
      <main id="main" tabIndex={-1} className="space-y-32 pb-32 outline-none sm:space-y-44">
        <Hero />
        <WordReveal text={content.site.about} className={paragraphClass} />
        <Services />
        <WordReveal text={content.site.secondParagraph} className={paragraphClass} />
        <Work />
        <Statement />
        <History />
        <TechMarquee />
        <Testimonials />
        <Contact />
      </main>
      <SocialLinks />
    </>
  );
}
