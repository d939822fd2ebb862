/**
 * How a page arrives from another (decision 064): the new page fades in, and a project's image
 * flies between its card and its page's header when both are in sight. Both are animations the
 * compositor runs (opacity and transform), started once the new page is committed, so nothing
 * the browser draws waits for a capture of the pages: the page change is one ordinary frame.
 * These are the animations themselves; `arrivals.ts` decides when they play.
 */

/** The new page's fade (decisions 043, 064). */
const ARRIVAL_FADE_MS = 300;
/** The image's flight from one page's box to the other's. */
const FLIGHT_MS = 500;
/** The copy's fade over the new image once it has landed. */
const LANDING_FADE_MS = 150;

export type Box = Pick<DOMRectReadOnly, "left" | "top" | "width" | "height">;
type Viewport = { width: number; height: number };

/** Where a flight starts: the image's box on the page being left, and the picture it showed. */
export type TakeOff = { id: number; from: Box; src: string; at: number };

/** Whether any part of a box is in the viewport. */
export const inSight = (box: Box, viewport: Viewport) =>
  box.top + box.height > 0 &&
  box.left + box.width > 0 &&
  box.top < viewport.height &&
  box.left < viewport.width;

/**
 * The transform that puts an element drawn in `to` over `from` (its origin at its top left):
 * the flight plays it back to none. Card and header images share one aspect ratio, so one
 * scale fits both sides.
 */
export const flightTransform = (from: Box, to: Box) =>
  `translate(${Math.round(from.left - to.left)}px, ${Math.round(from.top - to.top)}px) scale(${Number((from.width / to.width).toFixed(4))})`;

export const viewport = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

/** The `<img>` a project image frame shows. */
export const imageIn = (frame: Element) => frame.querySelector("img");

/** The new page (its `main`) fades in. Returns when the fade ends (0 if it does not play). */
export function fadeIn(page: HTMLElement | null): number {
  if (!page || typeof page.animate !== "function") return 0;
  page.animate({ opacity: [0, 1] }, { duration: ARRIVAL_FADE_MS, easing: "ease-out" });
  return performance.now() + ARRIVAL_FADE_MS;
}

/**
 * The flight: a copy of the picture the old page showed, laid over the new image's box and
 * moved there from the old one; the new image is shown once it lands. The copy lives outside
 * the page, so the page's fade does not touch it. Returns when it ends (0 if it does not play).
 */
export function fly(flight: TakeOff, frame: Element): number {
  const image = imageIn(frame);
  if (!image || !frame.isConnected) return 0;
  const to = image.getBoundingClientRect();
  if (!inSight(to, viewport()) || typeof image.animate !== "function") return 0;
  const copy = document.createElement("img");
  copy.src = flight.src;
  copy.alt = "";
  copy.className = "image-flight";
  copy.dataset.flight = String(flight.id);
  Object.assign(copy.style, {
    left: `${to.left}px`,
    top: `${to.top}px`,
    width: `${to.width}px`,
    height: `${to.height}px`,
    borderRadius: getComputedStyle(image).borderRadius,
  });
  document.body.append(copy);
  image.style.visibility = "hidden";
  const motion = copy.animate([{ transform: flightTransform(flight.from, to) }, { transform: "none" }], {
    duration: FLIGHT_MS,
    // The theme's own curve (app/app.css), as the site's other entrances use it.
    easing:
      getComputedStyle(document.documentElement).getPropertyValue("--ease-out-expo").trim() || "ease-out",
  });
  // Landed, the copy (the old page's picture, often smaller) fades over the new image.
  const show = () => {
    image.style.visibility = "";
  };
  const landed = () => {
    show();
    const fade = copy.animate({ opacity: [1, 0] }, { duration: LANDING_FADE_MS, easing: "ease-out" });
    fade.finished.then(gone, gone);
  };
  const gone = () => copy.remove();
  motion.finished.then(landed, () => {
    show();
    gone();
  });
  return performance.now() + FLIGHT_MS + LANDING_FADE_MS;
}
