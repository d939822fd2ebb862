const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab cycling inside `container`, whose own focus (tabindex -1)
 * counts as inside: the menu is modal by hand, so nothing else holds focus in.
 */
export function trapTabKey(event: KeyboardEvent, container: HTMLElement) {
  if (event.key !== "Tab") return;
  const items = [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (item) => item.offsetParent !== null || item === document.activeElement,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (document.activeElement === container) {
    // Focus on the container itself (a click on its background): the next Tab goes inside.
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
