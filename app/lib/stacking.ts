/**
 * The scroll position at which sticky card `index` has just landed on the stack,
 * with no later card over it yet: where a card must be for anything inside it to
 * be seen (and focused) whole. Cards are laid out one after another in `list`.
 */
export function scrollTopShowingCard(list: HTMLElement, index: number): number {
  const items = [...list.children] as HTMLElement[];
  const item = items[index];
  if (!item) return window.scrollY;
  const naturalTop =
    list.getBoundingClientRect().top +
    window.scrollY +
    items.slice(0, index).reduce((sum, previous) => sum + previous.offsetHeight, 0);
  return Math.max(0, naturalTop - Number.parseFloat(getComputedStyle(item).top || "0"));
}
