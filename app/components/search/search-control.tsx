import { type ComponentType, useEffect, useRef, useState } from "react";
import { useAppStore } from "~/lib/app-store";
import { words } from "~/lib/interface-words";
import { opensSearch } from "~/lib/search/search-keys";
import { MagnifierIcon } from "./magnifier-icon";

type Dialog = ComponentType<{ onClose: () => void; typedAhead: string }>;
let dialogCode: Promise<Dialog> | undefined;

/**
 * The dialog's code (and, started by it, the index's script), fetched on the first reach for
 * search and kept; a failed fetch is tried again on the next.
 */
const loadDialog = () =>
  (dialogCode ??= import("./search-dialog").then(
    (code) => {
      code.prepareIndex();
      return code.SearchDialog;
    },
    (error: unknown) => {
      dialogCode = undefined;
      throw error;
    },
  ));

const prepare = () => loadDialog().catch(() => undefined);

const openSearch = () => {
  useAppStore.getState().setMenuOpen(false);
  useAppStore.getState().setSearchOpen(true);
};

// The shortcuts listen from the moment this code runs, not once React has hydrated the page: a
// key pressed meanwhile opens the search as soon as the control is drawn.
if (__SEARCH__ && typeof document !== "undefined")
  document.addEventListener("keydown", (event) => {
    if (!opensSearch(event)) return;
    event.preventDefault();
    openSearch();
  });

/**
 * A control that opens the search: in the fixed chrome from small screens up ("chrome": a round
 * button like the profiles', its name for screen readers), and in the menu, the one on a phone.
 */
export function SearchButton({ className, inChrome }: { className: string; inChrome?: boolean }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts={inChrome ? "Control+K Meta+K /" : undefined}
      onClick={openSearch}
      onPointerDown={prepare}
      onPointerEnter={prepare}
      onFocus={prepare}
      className={className}
    >
      <MagnifierIcon className={inChrome ? "size-5" : "size-4"} />
      <span className={inChrome ? "sr-only" : undefined}>{words.search.name}</span>
    </button>
  );
}

/**
 * The site's search: the control in the fixed chrome (on a phone it is in the menu), its
 * shortcuts (Ctrl+K or ⌘K, and /), and the dialog, whose code and index load only when the
 * visitor first reaches for it (decision 082).
 */
export function SearchControl() {
  const searchOpen = useAppStore((state) => state.searchOpen);
  const setSearchOpen = useAppStore((state) => state.setSearchOpen);
  const [Dialog, setDialog] = useState<Dialog>();
  // What the visitor types while the dialog's code is on its way: the box starts with it.
  const typedAhead = useRef("");

  // Leaving the page with the search open must not leave it "open" on the next.
  useEffect(() => () => setSearchOpen(false), [setSearchOpen]);

  useEffect(() => {
    if (!searchOpen || Dialog) return;
    typedAhead.current = "";
    const keep = (event: KeyboardEvent) => {
      const { key, target } = event;
      // Once the box is drawn and focused, the keys are its own.
      if ((target as HTMLInputElement).type === "search" || event.ctrlKey || event.metaKey || event.altKey)
        return;
      if (key === "Backspace") typedAhead.current = typedAhead.current.slice(0, -1);
      else if (key.length === 1) typedAhead.current += key;
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", keep, true);
    let current = true;
    loadDialog().then(
      (code) => current && setDialog(() => code),
      () => current && setSearchOpen(false),
    );
    return () => {
      current = false;
      document.removeEventListener("keydown", keep, true);
    };
  }, [searchOpen, Dialog, setSearchOpen]);

  return (
    <>
      <SearchButton
        inChrome
        className="chrome-button fixed top-6 end-[calc(2rem+var(--menu-button-width)+0.5rem)] z-40 max-sm:hidden"
      />
      {searchOpen && Dialog && (
        <Dialog onClose={() => setSearchOpen(false)} typedAhead={typedAhead.current} />
      )}
    </>
  );
}
