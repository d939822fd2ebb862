import { reducedMotionQuery } from "~/lib/use-reduced-motion";

/**
 * How a page arrives from another (decision 064): the new page fades in, and a project's image
 * flies between its card and its page's header when both are in sight. Both are animations the
 * compositor runs (opacity and transform), started once the new page is committed, so nothing
 * the browser draws waits for a capture of the pages: the page change is one ordinary frame.
 */

/** The new page's fade (decisions 043, 064). */
const ARRIVAL_FADE_MS = 300;
/** The image's flight from one page's box to the other's. */
const FLIGHT_MS = 500;
/** The copy's fade over the new image once it has landed. */
const LANDING_FADE_MS = 150;
/** A take-off older than this was not followed by its page: a flight never starts from it. */
const TAKE_OFF_FRESH_MS = 3_000;

type Box = Pick<DOMRectReadOnly, "left" | "top" | "width" | "height">;
type Viewport = { width: number; height: number };

/** Where a flight starts: the image's box on the page being left, and the picture it showed. */
type TakeOff = { id: number; from: Box; src: string; at: number };

let takeOffPending: TakeOff | null = null;
let arrivalEndsAt = 0;
const imageFrames = new Map<number, Element>();

/** Whether the visitor lets the page move (false where the browser cannot say). */
export const motionAllowed = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && !reducedMotionQuery().matches;

/** Whether a page is still arriving: its fade or an image's flight is playing. */
export const pageArriving = () => typeof performance !== "undefined" && performance.now() < arrivalEndsAt;

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

const viewport = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

/** The `<img>` a project image frame shows. */
const imageIn = (frame: Element) => frame.querySelector("img");

/**
 * A page is being left from project `id`'s image (or, without an id, the only one on the
 * page): notes where it is and what it shows, if the visitor can see it.
 */
export function takeOff(id?: number) {
  takeOffPending = null;
  if (!motionAllowed()) return;
  const only = imageFrames.size === 1 ? [...imageFrames][0] : undefined;
  const [frameId, frame] = id === undefined ? (only ?? []) : [id, imageFrames.get(id)];
  const image = frame && imageIn(frame);
  if (frameId === undefined || !image) return;
  const from = image.getBoundingClientRect();
  if (!inSight(from, viewport())) return;
  takeOffPending = { id: frameId, from, src: image.currentSrc || image.src, at: performance.now() };
}

// Back or forward through the history (Go Back included): the page being left takes off before
// the router hears of it and replaces the page. At its target, a capturing listener comes first.
if (typeof window !== "undefined") window.addEventListener("popstate", () => takeOff(), { capture: true });

/**
 * Project `id`'s image frame is on the new page: it takes part in the next flight that lands
 * on it. Returns the way to take it off the page.
 */
export function addImageFrame(id: number, frame: Element): () => void {
  imageFrames.set(id, frame);
  const flight = takeOffPending;
  if (flight?.id === id && performance.now() - flight.at < TAKE_OFF_FRESH_MS) {
    takeOffPending = null;
    // In the frame's animation callbacks the router has put the page where it goes.
    requestAnimationFrame(() => land(flight, frame));
  }
  return () => {
    if (imageFrames.get(id) === frame) imageFrames.delete(id);
  };
}

/** The new page (its `main`) fades in. */
export function fadeIn(page: HTMLElement | null) {
  if (!page || !motionAllowed() || typeof page.animate !== "function") return;
  page.animate({ opacity: [0, 1] }, { duration: ARRIVAL_FADE_MS, easing: "ease-out" });
  arrivalEndsAt = Math.max(arrivalEndsAt, performance.now() + ARRIVAL_FADE_MS);
}

/**
 * The flight: a copy of the picture the old page showed, laid over the new image's box and
 * moved there from the old one; the new image is shown once it lands. The copy lives outside
 * the page, so the page's fade does not touch it.
 */
function land(flight: TakeOff, frame: Element) {
  const image = imageIn(frame);
  if (!image || !frame.isConnected) return;
  const to = image.getBoundingClientRect();
  if (!inSight(to, viewport()) || typeof image.animate !== "function") return;
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
  arrivalEndsAt = Math.max(arrivalEndsAt, performance.now() + FLIGHT_MS + LANDING_FADE_MS);
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
}
