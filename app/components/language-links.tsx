import { useLocation } from "react-router";
import { words } from "~/lib/interface-words";
import { href, languagePrefix, pageInLanguage, pageOf } from "~/lib/navigation/public-paths";

/**
 * The site's languages, each by its name in itself, linking to this page in it; where a language
 * lacks the page (a post it has no version of), its link goes to the nearest page it has and says
 * which (decision 084). A link to another language loads that language's site afresh (a plain
 * link): each is a build of its own.
 */
export function LanguageLinks({ className }: { className: string }) {
  const page = pageOf(useLocation().pathname);
  return (
    <nav aria-label={words.languages.name}>
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {__LANGUAGES__.map((language) => {
          const here = language.prefix === languagePrefix;
          const { href: path, nearest } = pageInLanguage(language, page);
          return (
            <li key={language.tag}>
              <a
                href={href(path)}
                hrefLang={language.tag}
                lang={language.tag}
                dir={language.dir}
                aria-current={here ? "page" : undefined}
                className={`${className} ${here ? "text-accent" : ""}`}
              >
                {language.name}
              </a>
              {nearest && !here && (
                <span className="ms-2 text-xs text-ink-muted">
                  ({nearest === "home" ? words.languages.homePage : words.languages.writingPage})
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
