import { ContactForm } from "~/components/contact-form";
import { HomeSection } from "~/components/home-section";
import { content } from "~/lib/content/site-content";

/**
 * "Lets Talk!": the contact form. The home page places it only where the content has its words
 * (app/lib/content/home-page.ts).
 */
export function Contact() {
  const words = content.site.contact as NonNullable<typeof content.site.contact>;
  return (
    <HomeSection section="contact" className="mx-auto max-w-7xl px-5 sm:px-10">
      <div className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-20">
        <p className="max-w-md text-lg leading-relaxed text-ink-muted sm:text-xl">{words.intro}</p>
        <ContactForm submitLabel={words.submit} />
      </div>
    </HomeSection>
  );
}
