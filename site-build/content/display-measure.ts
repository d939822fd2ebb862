import type { Content } from "../../app/content/schema.ts";
import { fillsTheEm, type MeasureEm } from "../../app/lib/content/display-text.ts";
import { shaperFor } from "../../app/lib/fonts/shaped-width.server.ts";

/** The size the lines are shaped at: an em in thousandths. */
const EM = 1000;

/**
 * The content's display lines (the hero's, the services' titles) measured as shaped in the site's
 * display faces, HarfBuzz with the font files the pages use, as the browser shapes them: a line of another
 * script fits the screen at its own width. A line with a letter none of the faces has is left
 * to the table (undefined), and so is Chinese, Japanese or Korean: the pages draw it with the
 * visitor's own faces (decision 090), each letter 1 em and untracked, as the table counts it.
 */
export async function displayMeasure(content: Pick<Content, "site" | "services">): Promise<MeasureEm> {
  const lines = [...content.site.hero.lines, ...content.services.map((service) => service.title)];
  const { prepare, missing, measure } = shaperFor(content.site.lang);
  await prepare(lines.join(""), "display");
  return (line, trackingEm) =>
    fillsTheEm(line) || missing(line, "display").length > 0
      ? undefined
      : Math.round((measure(line, { face: "display", size: EM, spacing: trackingEm * EM }) / EM) * 100) / 100;
}
