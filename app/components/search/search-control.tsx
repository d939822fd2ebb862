import { type ComponentType, useEffect, useState } from "react";
import { useAppStore } from "~/lib/app-store";
import { words } from "~/lib/interface-words";
import { opensSearch } from "~/lib/search/search-keys";

type DialogModule = typeof import("./search-dialog");
let dialogCode: Promise<DialogModule> | undefined;

/** The dialog's code, fetched on the first reach for search and kept (a failed fetch is tried again). */
function loadDialog(): Promise<DialogModule> {
  dialogCode ??= import("./search-dialog").catch((error: unknown) => {
    dialogCode = undefined;
    throw error;
  });
  return dialogCode;
}

/** Fetches the dialog and the index ahead, as the visitor reaches for the control. */
const prepareSearch = () => {
  loadDialog().then(
    (code) => code.prepareIndex(),
    () => undefined,
  );
};

const openSearch = () => {
  useAppStore.getState().setMenuOpen(false);
  useAppStore.getState().setSearchOpen(true);
};

const MagnifierIcon = ({ className }: { className: string }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className={className}>
    <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="m13 13 5.5 5.5" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/**
 * The site's search: the control in the fixed chrome (from small screens up; on a phone it is in
 * the menu), its shortcuts (Ctrl+K or ⌘K, and /), and the dialog, whose code and index load only
 * when the visitor first reaches for it (decision 082).
 */
export function SearchControl() {
  const searchOpen = useAppStore((state) => state.searchOpen);
  const setSearchOpen = useAppStore((state) => state.setSearchOpen);
  const [Dialog, setDialog] = useState<ComponentType<{ onClose: () => void }> | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    if (!searchOpen || Dialog) return;
    let current = true;
    loadDialog().then(
      (code) => current && setDialog(() => code.SearchDialog),
      () => current && setSearchOpen(false),
    );
    return () => {
      current = false;
    };
  }, [searchOpen, Dialog, setSearchOpen]);

  // Leaving the page with the search open must not leave it "open" on the next.
  useEffect(() => () => setSearchOpen(false), [setSearchOpen]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openSearch}
        onPointerEnter={prepareSearch}
        onFocus={prepareSearch}
        className="fixed top-6 right-[calc(2rem+var(--menu-button-width)+0.5rem)] z-40 grid size-11 place-content-center rounded-full border border-ink/20 bg-ground/75 text-ink backdrop-blur transition-colors hover:border-accent hover:text-accent max-sm:hidden"
      >
        <MagnifierIcon className="size-5" />
        <span className="sr-only">{words.search.name}</span>
      </button>
      {searchOpen && Dialog && <Dialog onClose={() => setSearchOpen(false)} />}
    </>
  );
}

/** The search's entry in the menu: on a phone, the one control for it. */
export function MenuSearchButton({ className }: { className: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openSearch}
      onPointerDown={prepareSearch}
      className={className}
    >
      <MagnifierIcon className="size-4" />
      {words.search.name}
    </button>
  );
}
