import { SectionHeading } from "~/components/section-heading";
import { content } from "~/lib/content";
import { sectionIds } from "~/lib/section-ids";

/** "Lets Talk!": the contact form. */
export function Contact() {
  return (
    <section
      id={sectionIds.contact}
      aria-labelledby={`${sectionIds.contact}-heading`}
      className="mx-auto max-w-7xl px-5 sm:px-10"
    >
      <SectionHeading id={sectionIds.contact} index={5}>
        {content.site.headings.contact}
      </SectionHeading>
    </section>
  );
}
