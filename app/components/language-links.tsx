import { useLocation } from "react-router";
import { words } from "~/lib/interface-words";
import { inEveryLanguage, languagePrefix, pageOf } from "~/lib/navigation/public-paths";

/**
 * The site's languages, each by its name in itself, linking to this page in it: the site's own
 * has every page, another language its home page and its projects' (decision 084); elsewhere
 * its link goes to its home page, and says so. A link to another language loads that language's
 * site afresh (a plain link): each is a build of its own.
 */
export function LanguageLinks({ className }: { className: string }) {
  const { pathname } = useLocation();
  const page = pageOf(pathname);
  const everywhere = inEveryLanguage(page);
  return (
    <nav aria-label={words.languages.name}>
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {__LANGUAGES__.map((language) => {
          const here = language.prefix === languagePrefix;
          // The site's own language has every page.
          const same = everywhere || language.prefix === "";
          return (
            <li key={language.tag}>
              <a
                href={same ? `${language.prefix}${page}` : `${language.prefix}/`}
                hrefLang={language.tag}
                lang={language.tag}
                dir={language.dir}
                aria-current={here ? "page" : undefined}
                className={`${className} ${here ? "text-accent" : ""}`}
              >
                {language.name}
              </a>
              {!same && <span className="ms-2 text-xs text-ink-muted">({words.languages.homePage})</span>}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
