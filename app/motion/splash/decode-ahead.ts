/**
 * Decodes the images a covered page shows first (those it loads at once) while the splash
 * still covers it. Beneath the splash the page is a transparent layer the browser does not
 * draw, so an image would be decoded the first time it is drawn: in the frame the splash
 * lifts, which waited 30–60 ms for the project page's AVIF cover at 4× (decision 059).
 */
export function decodeAhead(page: ParentNode) {
  for (const image of page.querySelectorAll<HTMLImageElement>('img[loading="eager"]')) {
    // A cover that fails to load or decode is the browser's to show as it can; nothing to do.
    image.decode().catch(() => {});
  }
}
