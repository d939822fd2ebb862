import type { BrowserContextOptions } from "@playwright/test";

export type FormFactor = "mobile" | "desktop";

/** The phone and the desktop every browser measure uses (the sizes the screenshots are judged at). */
export const devices: Record<FormFactor, BrowserContextOptions> = {
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};
