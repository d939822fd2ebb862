import { memo } from "react";
import { Link } from "react-router";
import { LanguageLinks } from "~/components/language-links";
import { ProfileLink } from "~/components/profile-link";
import { SearchButton } from "~/components/search/search-control";
import { SocialIcon } from "~/components/social-icon";
import { ThemeSwitch } from "~/components/theme-switch";
import { useAppStore } from "~/lib/app-store";
import { headedSections } from "~/lib/content/home-sections";
import { resumeLink } from "~/lib/content/resume";
import { content } from "~/lib/content/site-content";
import { words } from "~/lib/interface-words";
import { paths } from "~/lib/navigation/public-paths";

const footLinkClass =
  "inline-flex min-h-11 items-center gap-3 font-mono text-xs uppercase tracking-[0.2em] underline decoration-ink/30 underline-offset-4 transition-colors hover:text-accent hover:decoration-accent";

/**
 * What the menu holds: the owner's name, Close, the section links, the profiles, the theme,
 * the search, the writing (where there are posts) and the résumé. Memoised apart from the menu's open state, so a tap on MENU or Close re-renders
 * only the button and the dialog, not these links (docs/performance.md).
 */
export const SiteMenuContents = memo(function SiteMenuContents() {
  const setMenuOpen = useAppStore((state) => state.setMenuOpen);
  const close = () => setMenuOpen(false);

  return (
    <div className="mx-auto flex min-h-full max-w-7xl flex-col px-5 pt-4 pb-8 sm:px-10 sm:pt-6">
      <div className="flex items-center justify-between">
        <p className="font-mono text-xs uppercase tracking-[0.25em] text-ink-muted">
          {content.site.ownerName}
        </p>
        <button
          type="button"
          onClick={close}
          className="inline-flex min-h-11 items-center gap-3 rounded-full border border-ink/20 px-5 font-mono text-xs uppercase tracking-[0.25em] transition-colors hover:border-accent hover:text-accent"
        >
          {words.menu.close}
          <svg aria-hidden="true" viewBox="0 0 14 14" className="w-3.5">
            <path d="m1 1 12 12M13 1 1 13" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </div>
      <nav aria-label={words.menu.sections} className="my-auto py-10">
        <ol className="space-y-1 sm:space-y-2">
          {headedSections.map((item, index) => (
            <li key={item.id} className="menu-item" style={{ "--i": index } as React.CSSProperties}>
              <Link
                to={{ pathname: paths.home, hash: item.id }}
                onClick={close}
                className="group flex items-baseline gap-4 py-1 font-display text-[clamp(2.5rem,8vw,6rem)] font-bold leading-[1] tracking-[-0.04em] transition-colors hover:text-accent"
              >
                <span aria-hidden="true" className="font-mono text-xs tracking-widest text-accent">
                  {String(index + 1).padStart(2, "0")}
                </span>
                {/* A long compound word ("Datenqualitätssicherung") breaks rather than leaves the screen. */}
                <span className="min-w-0 [overflow-wrap:break-word] hyphens-auto">{item.heading}</span>
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-4 border-t border-rule pt-6">
        <ul className="flex flex-wrap gap-3" aria-label={words.a11y.socialProfiles}>
          {content.socialLinks.map((link) => (
            <li key={link.href}>
              <ProfileLink
                href={link.href}
                className="inline-flex min-h-11 items-center gap-3 rounded-full border border-ink/20 px-5 text-sm transition-colors hover:border-accent hover:text-accent"
              >
                <SocialIcon mark={link.mark} className="size-4" />
                {link.label}
              </ProfileLink>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-x-8 gap-y-4">
          <ThemeSwitch />
          {__MULTILINGUAL__ && <LanguageLinks className={footLinkClass} />}
          {__SEARCH__ && <SearchButton className={footLinkClass} />}
          {content.writing.hasPosts && (
            <Link to={paths.writing} onClick={close} className={footLinkClass}>
              {words.writing.name}
            </Link>
          )}
          <a href={resumeLink.href} type="application/pdf" className={footLinkClass}>
            {resumeLink.label}
          </a>
        </div>
      </div>
    </div>
  );
});
