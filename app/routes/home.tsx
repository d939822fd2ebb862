import { SectionHeading } from "~/components/section-heading";
import { content } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { Hero } from "~/sections/hero";

export const meta = () =>
  pageMeta({ title: content.site.title, description: content.site.description, path: "/" });

export default function Home() {
  const { headings, about, secondParagraph, statement } = content.site;
  return (
    <main id="main">
      <Hero />
      <div className="mx-auto max-w-7xl space-y-32 px-5 pb-32 sm:px-10">
        <p className="font-display text-3xl">{about}</p>
        <section aria-labelledby="services">
          <SectionHeading id="services" index={1}>
            {headings.services}
          </SectionHeading>
        </section>
        <p className="font-display text-3xl">{secondParagraph}</p>
        <section aria-labelledby="work">
          <SectionHeading id="work" index={2}>
            {headings.work}
          </SectionHeading>
        </section>
        <p className="font-display text-3xl">{statement}</p>
        <section aria-labelledby="history">
          <SectionHeading id="history" index={3}>
            {headings.history}
          </SectionHeading>
        </section>
        <section aria-labelledby="testimonials">
          <SectionHeading id="testimonials" index={4}>
            {headings.testimonials}
          </SectionHeading>
        </section>
        <section aria-labelledby="contact">
          <SectionHeading id="contact" index={5}>
            {headings.contact}
          </SectionHeading>
        </section>
      </div>
    </main>
  );
}
