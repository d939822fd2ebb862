import { ProfileLink } from "~/components/profile-link";
import { SocialIcon } from "~/components/social-icon";
import { CHROME_PROFILES } from "~/constants";
import { content } from "~/lib/content/site-content";
import { words } from "~/lib/interface-words";

/**
 * The owner's profiles, fixed beside the menu button (and from small screens up, the search's)
 * while the page scrolls: as many as fit beside MENU at 320 and 640 px (CHROME_PROFILES); the
 * menu lists them all.
 */
export function SocialLinks() {
  return (
    <nav
      aria-label={words.a11y.socialProfiles}
      className="fixed top-4 end-[calc(1rem+var(--menu-button-width)+0.5rem)] z-40 sm:top-6 sm:end-[calc(2rem+var(--menu-button-width)+0.5rem+var(--search-slot,0)*3.25rem)]"
    >
      <ul className="flex gap-2">
        {content.socialLinks.map((link, index) => (
          <li
            key={link.href}
            className={
              index >= CHROME_PROFILES.wide
                ? "hidden"
                : index >= CHROME_PROFILES.phone
                  ? "max-sm:hidden"
                  : undefined
            }
          >
            <ProfileLink href={link.href} className="chrome-button">
              <SocialIcon mark={link.mark} className="size-5" />
              <span className="sr-only">{link.label}</span>
            </ProfileLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
