import { afterNextFrame } from "~/motion/after-next-frame";
import { whenIdle } from "~/motion/when-idle";

/**
 * Opens the menu's dialog in the tap's own frame and draws its contents from the next, while it
 * is still all but transparent (menu-entrance.css); `then` runs with them. Opened by its
 * attribute, not show(): show() would focus the dialog itself for want of a control in contents
 * not yet drawn (decision 055). Returns a cancel function.
 */
export function enterMenu(dialog: HTMLDialogElement, then: () => void): () => void {
  dialog.open = true;
  return afterNextFrame(() => {
    dialog.setAttribute("data-entering", "");
    then();
  });
}

/** Once the menu has closed: its next opening enters again. */
export const menuLeft = (dialog: HTMLDialogElement) => dialog.removeAttribute("data-entering");

/**
 * Draws the closed menu once, hidden, as soon as the browser is idle after the app starts
 * (beneath the splash, if there is one), so that no tap on MENU lays it out for the first time.
 * A frame later its contents are skipped while it is closed: uncovering the page, the lift and
 * closing it do not restyle them (decision 051). Returns a cancel function.
 */
export function drawMenuAhead(dialog: HTMLDialogElement): () => void {
  if (dialog.hasAttribute("data-drawn")) return () => {};
  let cancel = whenIdle(() => {
    dialog.setAttribute("data-drawn", "");
    cancel = afterNextFrame(() => dialog.setAttribute("data-skipped", ""));
  });
  return () => cancel();
}
