import { Fragment, useState } from "react";
import { NavigationType, useNavigationType } from "react-router";
import { SiteChrome } from "~/components/site-chrome";
import { SocialLinks } from "~/components/social-links";
import { WordReveal } from "~/components/word-reveal";
import type { BuiltInBlock } from "~/content/home-blocks";
import { blockId, type HomeBlock } from "~/lib/home-page";
import { firstBlocksAsLeft } from "~/lib/home-return";
import { BLOCKS_ABOVE_WORK, homeBlocks } from "~/lib/home-sections";
import { pageMeta } from "~/lib/meta";
import { FlowingPage, useLastPageChange } from "~/lib/page-flow";
import { paths } from "~/lib/public-paths";
import { personJsonLd } from "~/lib/seo";
import { content } from "~/lib/site-content";
import { useBlocksShown } from "~/lib/use-blocks-shown";
import { Contact } from "~/sections/contact";
import { Hero } from "~/sections/hero";
import { History } from "~/sections/history";
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
    path: "/",
    image: paths.shareImage.home,
    imageAlt: content.site.shareImageAlt,
    jsonLd: personJsonLd(),
  });

const paragraphClass =
  "mx-auto max-w-6xl px-5 font-display font-medium text-[clamp(1.6rem,4.2vw,3.5rem)] leading-[1.12] tracking-[-0.02em] sm:px-10";

/**
 * Each built-in block of the home page; the content's order (app/content/home-page.ts) says which
 * and where. A kind the owner's page does not show is null in a production build (`__SHOWN__`),
 * and its section's code is left out of the JavaScript the page loads.
 */
const builtIn: Record<BuiltInBlock, (() => React.ReactNode) | null> = {
  hero: () => <Hero />,
  about: () => <WordReveal text={content.site.about} className={paragraphClass} />,
  services: __SHOWN__.services ? () => <Services /> : null,
  approach: __SHOWN__.approach
    ? () => <WordReveal text={content.site.secondParagraph ?? ""} className={paragraphClass} />
    : null,
  work: () => <Work />,
  statement: __SHOWN__.statement ? () => <Statement /> : null,
  history: __SHOWN__.history ? () => <History /> : null,
  tools: __SHOWN__.tools ? () => <TechMarquee /> : null,
  testimonials: __SHOWN__.testimonials ? () => <Testimonials /> : null,
  contact: __SHOWN__.contact ? () => <Contact /> : null,
};

const render = (block: HomeBlock) =>
  typeof block === "string" ? builtIn[block]?.() : __SHOWN__.list && <ListSection list={block} />;

/**
 * "Go Back" from a project lands on Work: the blocks down to the one after it (the statement,
 * most of a screen tall) leave room for every place it can land (decision 046).
 */
const BLOCKS_WHILE_FLOWING_BACK = BLOCKS_ABOVE_WORK + 2;

/** The home page: its sections in the owner's order (the sample's is docs/product.md's). */
export default function Home() {
  // Coming from another page to the top or to where the visitor was (not to a section).
  const cameBack = useLastPageChange()?.to === paths.home;
  // Back through the history, the router returns the visitor to where they were: the blocks
  // above Work start as boxes of the heights they had then (decision 064).
  const backInHistory = useNavigationType() === NavigationType.Pop;
  const [boxes] = useState(() =>
    cameBack && backInHistory ? firstBlocksAsLeft(BLOCKS_ABOVE_WORK) : undefined,
  );
  const boxCount = boxes?.length ?? 0;
  const atFirst = cameBack ? BLOCKS_WHILE_FLOWING_BACK : homeBlocks.length;
  // One step per idle moment: first each box becomes its block, Work's neighbour first, then
  // the blocks below are added.
  const steps = useBlocksShown(homeBlocks.length + boxCount, atFirst);
  const blocksMade = Math.min(steps - atFirst, boxCount);
  const shown = steps - blocksMade;
  return (
    <>
      <SiteChrome />
      <FlowingPage>
        <main id="main" tabIndex={-1} className="space-y-32 pb-32 outline-none sm:space-y-44">
          {homeBlocks.slice(0, shown).map((block, index) => (
            <Fragment key={blockId(block)}>
              {boxes && index < boxCount - blocksMade ? (
                <div aria-hidden="true" style={{ height: boxes[index] }} />
              ) : (
                render(block)
              )}
            </Fragment>
          ))}
        </main>
      </FlowingPage>
      <SocialLinks />
    </>
  );
}
