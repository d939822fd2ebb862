import { ContactForm } from "~/components/contact-form";
import { SectionHeading } from "~/components/section-heading";
import { content } from "~/lib/content";
import { sectionIds } from "~/lib/section-ids";

/** "Lets Talk!": the contact form. */
export function Contact() {
  return (
    <section
      id={sectionIds.contact}
      aria-labelledby={`${sectionIds.contact}-heading`}
      className="render-when-near mx-auto max-w-7xl px-5 sm:px-10"
    >
      <SectionHeading id={sectionIds.contact} index={5}>
        {content.site.headings.contact}
      </SectionHeading>
      <div className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-20">
        <p className="max-w-md text-lg leading-relaxed text-ink-muted sm:text-xl">
          {content.site.contact.intro}
        </p>
        <ContactForm />
      </div>
    </section>
  );
}
