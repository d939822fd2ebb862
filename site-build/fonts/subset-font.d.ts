declare module "subset-font" {
  type Options = { targetFormat?: "woff2" | "woff" | "truetype" | "sfnt"; noLayoutClosure?: boolean };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
