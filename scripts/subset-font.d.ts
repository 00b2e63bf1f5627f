// subset-font ships no types: the one call scripts/vite-fonts.ts makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'sfnt'; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}
