// Font preload links for a page's language (filled in by the fonts slice).
export function fontPreloadLinks(_distDir: string, _lang: string): string {
  return '';
}
