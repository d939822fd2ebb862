import { ExternalLink } from "~/components/external-link";
import { HomeSection } from "~/components/home-section";
import { Picture } from "~/components/picture";
import { content } from "~/lib/content/site-content";
import { Reveal } from "~/motion/reveal";

/** Seconds between one testimonial's entrance and the next. */
const STAGGER_SECONDS = 0.15;

/** "A Few Nice Words": each testimonial a figure with its quote and who said it. */
export function Testimonials() {
  return (
    <HomeSection section="testimonials" className="mx-auto max-w-7xl px-5 sm:px-10">
      {/* However many testimonials there are, the rows look meant (.card-rows, app.css). */}
      <div className="card-rows gap-y-6" data-from-large data-count={content.testimonials.length}>
        {content.testimonials.map((testimonial, index) => (
          <Reveal key={testimonial.name} delay={index * STAGGER_SECONDS}>
            <figure className="flex h-full flex-col rounded-3xl border border-rule bg-ground-raised p-7 sm:p-9">
              <span aria-hidden="true" className="font-display text-7xl leading-[0.6] text-accent">
                “
              </span>
              <blockquote className="mt-6 flex-1 text-lg leading-relaxed sm:text-xl">
                <p>{testimonial.description}</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4 border-t border-rule pt-6">
                <Picture src={testimonial.src} alt="" sizes="48px" className="size-12 rounded-full" />
                <span className="min-w-0">
                  <ExternalLink
                    href={testimonial.link}
                    className="font-semibold underline decoration-ink/30 underline-offset-4 hover:text-accent hover:decoration-accent"
                  >
                    {testimonial.name}
                  </ExternalLink>
                  <span className="block text-sm text-ink-muted">{testimonial.title}</span>
                </span>
              </figcaption>
            </figure>
          </Reveal>
        ))}
      </div>
    </HomeSection>
  );
}
