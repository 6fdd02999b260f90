// Types of the subset-font package (it ships none), as scripts/fonts-nastaliq.ts calls it.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      preserveNameIds?: number[];
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}
