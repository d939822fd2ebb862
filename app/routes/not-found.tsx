import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { NOT_FOUND_REDIRECT_MS } from "~/constants";
import { content } from "~/lib/content/site-content";
import { words } from "~/lib/interface-words";
import { paths } from "~/lib/navigation/public-paths";
import { usePageShown } from "~/motion/splash";

export const meta = () => [
  { title: words.notFound.title({ name: content.site.ownerName }) },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const navigate = useNavigate();
  const shown = usePageShown();

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [shown, navigate]);

  return (
    <main
      id="main"
      className="relative mx-auto flex min-h-dvh max-w-6xl flex-col items-start justify-center gap-8 px-6"
    >
      <p className="font-mono text-sm uppercase tracking-[0.3em] text-accent">{words.notFound.status}</p>
      <h1 className="not-found-heading font-display font-bold leading-[0.85] tracking-normal">
        {words.notFound.heading}
      </h1>
      <p className="max-w-md text-lg text-ink-muted">{content.site.notFound}</p>
      <Link
        to={paths.home}
        replace
        className="rounded-full border border-ink/30 px-6 py-3 font-mono text-sm uppercase tracking-widest transition-colors hover:border-accent hover:text-accent"
      >
        {words.notFound.takeMeHome}
      </Link>
      {shown && (
        <div aria-hidden="true" className="fixed inset-x-0 bottom-0 h-1 bg-rule">
          <div
            className="h-full origin-left bg-accent"
            style={{ animation: `splash-fill ${NOT_FOUND_REDIRECT_MS}ms linear forwards` }}
          />
        </div>
      )}
    </main>
  );
}
