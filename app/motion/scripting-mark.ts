/**
 * Marks <html> as scripted, run inline in <head> (root.tsx) before anything is drawn. Whatever
 * hides or covers part of the page until a script shows it (the splash and its cover, reveals,
 * unlit words) applies only under the mark, so a browser that runs no script, turned off or
 * refused by a blocker's policy, draws the whole page and no splash. Not `@media (scripting)`:
 * a policy that refuses scripts leaves that at "enabled".
 */
export const SCRIPTING_MARK_SCRIPT = 'document.documentElement.setAttribute("data-scripting","")';
