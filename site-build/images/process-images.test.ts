// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { imageUrls } from "../../app/lib/content/image-urls.ts";
import { planImages } from "./process-images.ts";

describe("the content's images, as planned and as the browser names them", () => {
  it("names only files the build writes, under the site's path, for every image of an owner", async () => {
    const { planned, files } = await planImages(path.resolve("tests/fixtures/content-max/images"));
    const written = new Set(files.map((file) => `/portfolio/${file.fileName}`));
    expect(Object.keys(planned).length).toBeGreaterThan(0);
    for (const [image, plan] of Object.entries(planned)) {
      const { src, avif, webp } = imageUrls(plan, "/portfolio/");
      const named = [src, ...`${avif}, ${webp}`.split(", ").map((entry) => entry.split(" ")[0] ?? "")];
      for (const url of named) expect(written.has(url), `${image}: ${url}`).toBe(true);
      // Each format's srcset names every width drawn, the plain src one of them.
      expect(avif.split(", ")).toHaveLength(plan[3].length);
      expect(plan[3]).toContain(plan[4]);
    }
  });
});
