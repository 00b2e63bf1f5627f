// Types for ensure-build.mjs (plain JS: `npm start` runs it before tsx is needed).
export function ensureBuild(): void;
