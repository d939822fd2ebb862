import { useEffect, useRef } from "react";
import { SiteMenuContents } from "~/components/site-menu-contents";
import { useAppStore } from "~/lib/app-store";
import { trapTabKey } from "~/lib/focus-trap";
import { words } from "~/lib/interface-words";
import { drawMenuAhead, enterMenu, menuLeft } from "~/motion/menu-entrance";

/**
 * The menu button and the full-screen menu it opens: a <dialog> marked modal for
 * assistive technology and kept modal by hand (it covers the page, focus moves in and
 * cycles inside, Escape closes it, focus goes back to the button). Not `showModal()`:
 * that makes the whole page inert, and restyling every element of it made the first
 * tap on MENU take a long frame on a slow phone (docs/decisions/039-the-menu-is-modal-by-hand.md).
 * `menuOpen` in the app store is the one source of truth.
 */
export function SiteMenu() {
  const menuOpen = useAppStore((state) => state.menuOpen);
  const setMenuOpen = useAppStore((state) => state.setMenuOpen);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (menuOpen && !dialog.open) {
      return enterMenu(dialog, () => dialog.querySelector<HTMLElement>("button")?.focus());
    }
    if (!menuOpen) {
      if (dialog.open) {
        const hadFocus = dialog.contains(document.activeElement);
        dialog.close();
        // close() gives focus back only to a dialog opened by show(); this one does it itself.
        if (hadFocus) buttonRef.current?.focus();
      }
      menuLeft(dialog);
    }
  }, [menuOpen]);

  // Drawn ahead, hidden, so that no tap on MENU lays it out for the first time.
  useEffect(() => (dialogRef.current ? drawMenuAhead(dialogRef.current) : undefined), []);

  // Leaving the page (or the app) with the menu open must not leave it "open".
  useEffect(() => () => setMenuOpen(false), [setMenuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
        aria-controls="site-menu"
        onClick={() => setMenuOpen(true)}
        className="fixed end-4 top-4 z-40 inline-flex min-h-11 w-[var(--menu-button-width)] items-center justify-center gap-3 rounded-full border border-ink/20 bg-ground/75 px-5 font-mono text-xs uppercase tracking-[0.25em] backdrop-blur transition-colors hover:border-accent hover:text-accent sm:end-8 sm:top-6"
      >
        {words.menu.name}
        <svg aria-hidden="true" viewBox="0 0 20 10" className="w-5">
          <path d="M0 1h20M6 9h14" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>

      <dialog
        ref={dialogRef}
        id="site-menu"
        aria-label={words.menu.name}
        aria-modal="true"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            close();
          }
          trapTabKey(event.nativeEvent, event.currentTarget);
        }}
        onClose={close}
        className="site-menu fixed inset-0 z-[55] m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto overscroll-contain bg-ground p-0 text-ink"
      >
        <SiteMenuContents />
      </dialog>
    </>
  );
}
