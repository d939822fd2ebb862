import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { scriptMatrix } from "../fixtures/script-matrix";
import { most } from "./sites";

/**
 * The script matrix in the page (issue 72): the max fixture shows each text as a service title
 * (display type) and a testimonial's name (body type). Chromium says which faces drew each
 * (DevTools' "rendered fonts"): the project's own faces for every script it ships, and for
 * Chinese, Japanese and Korean a face of the visitor's system made for that language
 * (decision 090), never a face without the letters.
 */
const systemFacesFor = (lang: string) =>
  new Set(
    execFileSync("fc-list", [`:lang=${lang}`, "family"], { encoding: "utf8" })
      .split("\n")
      .flatMap((line) => line.split(","))
      .map((family) => family.trim())
      .filter(Boolean),
  );
const CJK = new Set(["ja", "zh", "ko"]);

test.use({ baseURL: new URL(most.url).origin });

test("each script's text is drawn by a face that has its letters", async ({ page }) => {
  await page.goto(most.at("/"));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  for (const [lang, text] of Object.entries(scriptMatrix)) {
    const shown = page.getByText(text, { exact: true });
    await expect(shown).toHaveCount(2);
    for (const element of await shown.all()) {
      await element.scrollIntoViewIfNeeded();
      await page.evaluate(() => document.fonts.ready);
      await element.evaluate((node) => node.setAttribute("data-face-probe", ""));
      const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
      const { nodeId } = await cdp.send("DOM.querySelector", {
        nodeId: root.nodeId,
        selector: "[data-face-probe]",
      });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      await element.evaluate((node) => node.removeAttribute("data-face-probe"));
      const drawn = fonts.filter((font) => font.glyphCount > 0);
      expect(drawn.length, `${lang}: ${text}`).toBeGreaterThan(0);
      if (CJK.has(lang)) {
        const faces = systemFacesFor(lang);
        for (const font of drawn) {
          if (font.isCustomFont) continue; // the spaces and Latin between, in the site's own faces
          expect(faces, `${lang}: ${font.familyName} draws "${text}"`).toContain(font.familyName);
        }
      } else {
        for (const font of drawn)
          expect(font.isCustomFont, `${lang}: ${font.familyName} draws "${text}"`).toBe(true);
      }
    }
  }
});
