import { ProfileLink } from "~/components/profile-link";
import { SocialIcon } from "~/components/social-icon";
import { content } from "~/lib/content/site-content";
import { iconOf } from "~/lib/content/social-link";

/** The owner's profiles, fixed beside the menu button while the page scrolls. */
export function SocialLinks() {
  return (
    <nav
      aria-label="Social profiles"
      className="fixed top-4 right-[calc(1rem+var(--menu-button-width)+0.5rem)] z-40 sm:top-6 sm:right-[calc(2rem+var(--menu-button-width)+0.5rem)]"
    >
      <ul className="flex gap-2">
        {content.socialLinks.map((link) => (
          <li key={link.href}>
            <ProfileLink
              href={link.href}
              className="grid size-11 place-content-center rounded-full border border-ink/20 bg-ground/75 text-ink backdrop-blur transition-colors hover:border-accent hover:text-accent"
            >
              <SocialIcon icon={iconOf(link)} className="size-5" />
              <span className="sr-only">{link.label}</span>
            </ProfileLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
