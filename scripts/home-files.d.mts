// Types of home-files.mjs (plain JS so that `npm run size` runs on Node without a loader).
export declare const FIRST_VISIT_LAZY: RegExp[];
export declare function homeFiles(manifest: Record<string, unknown>): {
  files: Set<string>;
  firstPaint: Set<string>;
  missing: string[];
};
