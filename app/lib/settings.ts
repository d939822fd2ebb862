/**
 * The owner's settings the site was built with (PUBLIC_* variables, docs/settings.md),
 * read and checked by the build (site-build/site-settings.ts): here they are
 * plain values, so the validator never reaches the browser.
 */
export const settings = __SITE_SETTINGS__;
