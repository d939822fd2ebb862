// @vitest-environment node
import { readFileSync } from "node:fs";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { fontFiles } from "~/lib/fonts/face-files.server";
import { renamed } from "~/lib/fonts/font-names";

describe("a font under a name of our choosing", () => {
  it("answers to the new family and keeps every glyph and table whole", async () => {
    const latin = fontFiles("@fontsource-variable/inter").find((file) =>
      file.file.endsWith("-latin-wght-normal.woff2"),
    );
    const source = await subsetFont(readFileSync(latin?.file ?? ""), "Résumé", { targetFormat: "sfnt" });
    const font = renamed(source, "Inter Latin 600");
    const face = new hb.Face(new hb.Blob(font));
    expect(face.getName(1, "en")).toBe("Inter Latin 600");
    expect(face.getName(6, "en")).toBe("InterLatin600");
    const before = new hb.Face(new hb.Blob(source));
    for (const table of ["cmap", "glyf", "loca", "hmtx", "GSUB", "GPOS"])
      expect(face.referenceTable(table), table).toEqual(before.referenceTable(table));
    const glyphs = (of: hb.Face) =>
      [..."Résumé"].map((letter) => new hb.Font(of).nominalGlyph(letter.codePointAt(0) ?? 0));
    expect(glyphs(face)).toEqual(glyphs(before));
    // The whole file sums to the constant the format sets: readers that check it accept it.
    const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
    let sum = 0;
    for (let at = 0; at < font.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
    expect(sum).toBe(0xb1b0afba);
  });
});
