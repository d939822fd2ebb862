declare module "subset-font" {
  type Options = {
    targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
    noLayoutClosure?: boolean;
    /** Pins a variable font's axes, e.g. { wght: 700 }: a static instance. */
    variationAxes?: Record<string, number>;
    /** Keeps every glyph (the text may then be empty): instancing without cutting. */
    keepAllGlyphs?: boolean;
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
