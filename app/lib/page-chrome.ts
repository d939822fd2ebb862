import { type Params, useMatches } from "react-router";

/**
 * What a route module exports as `handle` to say whether its page carries the fixed
 * chrome (the skip link, the menu, the social links). Only real pages do: not NOT FOUND,
 * not the blank page of an unknown project.
 */
export type ChromeHandle = { hasChrome: (params: Params) => boolean };

/**
 * Whether the page on screen carries the chrome. The shell draws the chrome once for
 * every such page, so moving between pages keeps it instead of building it again.
 */
export function usePageHasChrome() {
  const matches = useMatches();
  const page = matches[matches.length - 1];
  const handle = page?.handle as Partial<ChromeHandle> | undefined;
  return page !== undefined && handle?.hasChrome?.(page.params) === true;
}
