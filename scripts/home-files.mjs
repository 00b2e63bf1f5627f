// What a first visit to the website's home page runs, read from the build's manifest: index.html's
// entry and its static imports, the home route's chunk, the default language's core texts, and the
// lazy modules every first visit loads once the page is up (FIRST_VISIT_LAZY). `npm run size`
// weighs these files; tests/e2e/size-files.spec.ts loads the home page in Chromium and checks that
// the scripts it fetches are exactly these, so the list cannot go stale.

/**
 * Lazy modules every first visit fetches soon after the app's start (by manifest key): the brand
 * colours (theme-vars with its contrast check), the font loader, the image cache (media-loader with
 * the IndexedDB cache in its chunk), the banner gallery and the service worker's registration with
 * its workbox-window. Not the rest of the texts: the home page shows only core texts (parts.ts), and
 * the rest comes with the first screen or modal that needs it (or the service worker's precache).
 */
export const FIRST_VISIT_LAZY = [
  /^src\/domain\/theme-vars\.ts$/,
  /^src\/ui\/shell\/fonts\.ts$/,
  /^src\/media\/media-loader\.ts$/,
  /^src\/ui\/components\/banner-gallery\.tsx$/,
  /^adapters\/service-worker\.ts$/,
  /workbox-window\.prod\.es5\.mjs$/,
];

const ROOTS = [
  /^index\.html$/,
  /(^|\/)src\/ui\/screens\/home-screen\.tsx$|(^|\/)_?home-screen-[^/]*\.js$/,
  /locales\/ru\.json\?part=core$/,
];

/**
 * The files (JS and CSS) a first visit to the home page loads, from the build's manifest: all of
 * them (`files`), and those the app's start (the hydration) waits for (`atStart`: the entry's static graph, the
 * home chunk and the core texts).
 */
export function homeFiles(manifest) {
  const seen = new Set();
  const files = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    (chunk.css ?? []).forEach((c) => files.add(c));
    (chunk.imports ?? []).forEach(walk);
  };
  const missing = [];
  const walkAll = (patterns) => {
    for (const pattern of patterns) {
      const key = Object.keys(manifest).find((k) => pattern.test(k));
      if (key) walk(key);
      else missing.push(String(pattern));
    }
  };
  walkAll(ROOTS);
  const atStart = new Set(files);
  walkAll(FIRST_VISIT_LAZY);
  return { files, atStart, missing };
}
