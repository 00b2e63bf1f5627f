// The demo shop's logo, drawn here so the seed needs no design files.
export function logoSvg(accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <rect width="64" height="64" rx="16" fill="${accent}"/>
  <circle cx="32" cy="33" r="17" fill="#fff"/>
  <circle cx="32" cy="33" r="11.5" fill="none" stroke="${accent}" stroke-opacity=".35" stroke-width="2.5"/>
  <path d="M13 14v11a3 3 0 0 0 6 0V14M16 14v34" stroke="#fff" stroke-width="2.6" stroke-linecap="round" fill="none"/>
  <path d="M50 14c-3.5 2-4.5 8-4.5 13h4.5v21" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
</svg>`;
}
