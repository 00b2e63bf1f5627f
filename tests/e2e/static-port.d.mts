// Types for static-port.mjs.
export function staticPortOf(e2ePort: string | number | undefined): number;
