import { Fragment } from "react";
import { SiteChrome } from "~/components/site-chrome";
import { SocialLinks } from "~/components/social-links";
import type { BuiltInBlock } from "~/content/home-blocks";
import { blockId, type HomeBlock } from "~/lib/content/home-page";
import { BLOCKS_ABOVE_WORK, homeBlocks } from "~/lib/content/home-sections";
import { content } from "~/lib/content/site-content";
import { paths } from "~/lib/navigation/public-paths";
import { pageMeta } from "~/lib/seo/meta";
import { personJsonLd } from "~/lib/seo/seo";
import { BlocksInOrder } from "~/motion/blocks-in-order";
import { ArrivingPage } from "~/motion/page-arrival";
import { WordReveal } from "~/motion/word-reveal";
import { Contact } from "~/sections/contact";
import { Hero } from "~/sections/hero";
import { History } from "~/sections/history";
import { LatestWriting } from "~/sections/latest-writing";
import { ListSection } from "~/sections/list-section";
import { Services } from "~/sections/services";
import { Statement } from "~/sections/statement";
import { TechMarquee } from "~/sections/tech-marquee";
import { Testimonials } from "~/sections/testimonials";
import { Work } from "~/sections/work";

export const meta = () =>
  pageMeta({
    title: content.site.title,
    description: content.site.description,
    path: paths.home,
    image: paths.shareImage.home,
    imageAlt: content.site.shareImageAlt,
    jsonLd: personJsonLd(),
  });

const paragraphClass =
  "mx-auto max-w-6xl px-5 font-display font-medium text-[clamp(1.6rem,4.2vw,3.5rem)] leading-[1.12] tracking-[-0.02em] sm:px-10";

/**
 * Each built-in block of the home page; the content's order (content/home-page.ts) says which
 * and where. A kind the owner's page does not show is null in a production build (`__SHOWN__`),
 * and its section's code is left out of the JavaScript the page loads.
 */
const builtIn: Record<BuiltInBlock, (() => React.ReactNode) | null> = {
  hero: () => <Hero />,
  about: () => <WordReveal text={content.site.about} className={paragraphClass} />,
  services: __SHOWN__.services ? () => <Services /> : null,
  approach: __SHOWN__.approach
    ? () => <WordReveal text={content.site.approach ?? ""} className={paragraphClass} />
    : null,
  work: () => <Work />,
  statement: __SHOWN__.statement ? () => <Statement /> : null,
  history: __SHOWN__.history ? () => <History /> : null,
  tools: __SHOWN__.tools ? () => <TechMarquee /> : null,
  testimonials: __SHOWN__.testimonials ? () => <Testimonials /> : null,
  writing: __SHOWN__.writing ? () => <LatestWriting /> : null,
  contact: __SHOWN__.contact ? () => <Contact /> : null,
};

const render = (block: HomeBlock) =>
  typeof block === "string" ? builtIn[block]?.() : __SHOWN__.list && <ListSection list={block} />;

/**
 * The home page: its sections in the owner's order (the sample's is docs/product.md's). Coming
 * back from a project lands on Work: the blocks are drawn in order around it (blocks-in-order).
 */
export default function Home() {
  return (
    <>
      <SiteChrome />
      <ArrivingPage>
        <main id="main" tabIndex={-1} className="space-y-32 pb-32 outline-none sm:space-y-44">
          <BlocksInOrder
            landsOn={BLOCKS_ABOVE_WORK}
            blocks={homeBlocks.map((block) => <Fragment key={blockId(block)}>{render(block)}</Fragment>)}
          />
        </main>
      </ArrivingPage>
      <SocialLinks />
    </>
  );
}
