import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MagnifierIcon } from "~/components/search/magnifier-icon";
import { searchWords } from "~/lib/search/search-words";
import { loadSearchIndex, type SearchAnswer, searchSite } from "~/lib/search/site-search";

/** Starts loading the index as the dialog's code arrives, before the dialog is drawn. */
export const prepareIndex = () => {
  loadSearchIndex().catch(() => undefined);
};

type IndexState = "loading" | "ready" | "unavailable";

/**
 * The search dialog: a box, what a screen reader hears of the results (role="status"), and the
 * results as links. ↑ and ↓ move between the box and the results, Enter opens the focused one
 * (in the box, the first), Escape or Close shuts it and gives focus back where it was.
 * Loaded on the first open (search-control.tsx): nothing of it is in the pages' first load.
 */
export function SearchDialog({ onClose, typedAhead }: { onClose: () => void; typedAhead: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Following a result hands focus to the page it opens, not back to where search was opened.
  const leaving = useRef(false);
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState(typedAhead);
  const [indexState, setIndexState] = useState<IndexState>("loading");
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);

  // Open and focused in the commit that draws it: a key pressed right after lands in the box.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const input = inputRef.current;
    if (!dialog || !input) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    let current = true;
    loadSearchIndex().then(
      () => current && setIndexState("ready"),
      () => current && setIndexState("unavailable"),
    );
    return () => {
      current = false;
      if (dialog.open) dialog.close();
      if (!leaving.current) returnTo?.focus();
    };
  }, []);

  useEffect(() => {
    const searched = query.trim();
    if (indexState !== "ready" || searched === "") {
      setAnswer(null);
      return;
    }
    // Only the latest keystroke's answer is drawn, however the searches finish.
    let current = true;
    searchSite(searched).then(
      (found) => current && setAnswer(found),
      () => current && setIndexState("unavailable"),
    );
    return () => {
      current = false;
    };
  }, [query, indexState]);

  const follow = () => {
    leaving.current = true;
    onClose();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    // Escape closes at once: in a search box the browser's own Escape would first empty the box.
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const stops: HTMLElement[] = [
      ...(inputRef.current ? [inputRef.current] : []),
      ...(listRef.current?.querySelectorAll("a") ?? []),
    ];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
    event.preventDefault();
    stops[next]?.focus();
  };

  const status =
    indexState === "unavailable"
      ? searchWords.unavailable
      : answer
        ? searchWords.found({ count: answer.count, query: answer.query })
        : indexState === "loading" && query.trim() !== ""
          ? searchWords.loading
          : "";

  return (
    <dialog
      ref={dialogRef}
      aria-label={searchWords.name}
      // A close event queued by an unmount that React undid (StrictMode runs each effect twice in
      // development) finds the dialog open again: only a dialog still closed has closed.
      onClose={() => !dialogRef.current?.open && onClose()}
      onKeyDown={onKeyDown}
      className="fixed inset-x-0 top-2 m-0 mx-auto flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-2xl flex-col overflow-hidden rounded-3xl border border-rule bg-ground p-0 text-ink shadow-2xl backdrop:bg-ground/80 backdrop:backdrop-blur-sm sm:top-[10vh] sm:max-h-[80vh]"
    >
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const first = answer?.results[0];
            if (!first) return;
            follow();
            navigate(first.url);
          }}
          className="flex items-center gap-3 border-b border-rule px-5 focus-within:border-accent"
        >
          <label htmlFor={inputId} className="text-ink-muted">
            <MagnifierIcon className="size-5" />
            <span className="sr-only">{searchWords.label}</span>
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={searchWords.placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            className="min-h-16 min-w-0 flex-1 bg-transparent text-lg outline-none placeholder:text-ink-muted [&::-webkit-search-cancel-button]:appearance-none"
          />
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center rounded-full border border-ink/20 px-4 font-mono text-xs uppercase tracking-[0.2em] transition-colors hover:border-accent hover:text-accent"
          >
            {searchWords.close}
          </button>
        </form>
      </search>
      <p
        role="status"
        className="px-5 pt-4 font-mono text-xs uppercase tracking-[0.2em] text-ink-muted empty:hidden"
      >
        {status}
      </p>
      {answer && answer.results.length > 0 && (
        <ul ref={listRef} className="min-h-0 overflow-y-auto overscroll-contain p-2">
          {answer.results.map((result) => (
            <li key={result.url}>
              <Link
                to={result.url}
                onClick={follow}
                className="block rounded-2xl px-4 py-3 outline-offset-[-2px] transition-colors hover:bg-ink/5 focus-visible:bg-ink/5"
              >
                <span className="block font-mono text-[0.6875rem] uppercase tracking-[0.2em] text-accent">
                  {searchWords.kinds[result.kind]}
                </span>
                <span className="mt-1 block font-display text-xl font-bold leading-tight [overflow-wrap:anywhere]">
                  {result.title}
                </span>
                <span className="mt-1 block text-sm leading-relaxed text-ink-muted [overflow-wrap:anywhere]">
                  {result.excerpt.map((part, index) =>
                    part.marked ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts keep their order
                      <mark key={index} className="rounded-sm bg-accent/15 px-0.5 text-ink">
                        {part.text}
                      </mark>
                    ) : (
                      part.text
                    ),
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p
        aria-hidden="true"
        className="border-t border-rule px-5 py-3 font-mono text-xs text-ink-muted max-sm:hidden"
      >
        {searchWords.keys}
      </p>
    </dialog>
  );
}
