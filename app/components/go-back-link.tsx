import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ArrowIcon } from "~/components/arrow-icon";
import { words } from "~/lib/interface-words";
import { paths } from "~/lib/navigation/public-paths";
import { useGoBack } from "~/motion/page-arrival";

/**
 * "Go Back": the browser's history back when the visitor came from a page of
 * this site; when they landed here directly, the home page. A real link to `/`,
 * so it also works without JavaScript.
 */
export function GoBackLink({ className = "" }: { className?: string }) {
  const goBack = useGoBack();
  const [cameFromThisSite, setCameFromThisSite] = useState(false);
  // React Router numbers the history entries of a visit from 0 (history.state.idx).
  useEffect(() => setCameFromThisSite((window.history.state?.idx ?? 0) > 0), []);

  return (
    <Link
      to={paths.home}
      onClick={(event) => {
        if (!cameFromThisSite) return;
        event.preventDefault();
        goBack();
      }}
      className={`group inline-flex min-h-11 shrink-0 items-center whitespace-nowrap gap-3 font-mono text-xs uppercase tracking-[0.25em] transition-colors hover:text-accent ${className}`}
    >
      <ArrowIcon
        direction="left"
        className="size-4 transition-transform group-hover:-translate-x-1 rtl:group-hover:translate-x-1"
      />
      {words.project.goBack}
    </Link>
  );
}
