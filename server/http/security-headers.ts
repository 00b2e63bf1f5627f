// Security headers for every response, in one place: a Content-Security-Policy that the built
// storefront passes with its own scripts (plus the shop's analytics and maps, by configuration),
// framing by the shop itself and Telegram's web clients only, nosniff and a referrer policy.
//
// HTML that carries an inline script (server-rendered pages with their state) allows it per
// response, by nonce or by hash:
//   const nonce = cspNonce(c);                 // <script nonce="${nonce}">…</script>
//   allowInlineScript(c, scriptText);          // or: the script's sha256 joins script-src
// The policy is written after the handler ran, so both may be called anywhere in the handler.
import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { CspConfig } from '../config.ts';

interface ResponseCsp {
  nonce: string | null;
  hashes: Set<string>;
  /** Origins this page's own third-party scripts load from and report to (the shop's analytics). */
  origins: Set<string>;
  /** Origins this page's own third-party styles load from (the translate widget's). */
  styleOrigins: Set<string>;
}

const perResponse = new WeakMap<Context, ResponseCsp>();

function stateOf(c: Context): ResponseCsp {
  let state = perResponse.get(c);
  if (!state) {
    state = { nonce: null, hashes: new Set(), origins: new Set(), styleOrigins: new Set() };
    perResponse.set(c, state);
  }
  return state;
}

/** This response's nonce for inline <script nonce="…"> (made on first use). */
export function cspNonce(c: Context): string {
  const state = stateOf(c);
  state.nonce ??= crypto.randomBytes(16).toString('base64');
  return state.nonce;
}

/** Allows one inline script of this response by its exact text ('sha256-…' in script-src). */
export function allowInlineScript(c: Context, source: string): string {
  const hash = `'sha256-${crypto.createHash('sha256').update(source, 'utf8').digest('base64')}'`;
  stateOf(c).hashes.add(hash);
  return hash;
}

/** Allows scripts from these origins on this page, and its requests to them (analytics beacons). */
export function allowScriptOrigins(c: Context, origins: Iterable<string>) {
  const state = stateOf(c);
  for (const origin of origins) state.origins.add(origin);
}

/** Allows style sheets from these origins on this page (a widget's own styles). */
export function allowStyleOrigins(c: Context, origins: Iterable<string>) {
  const state = stateOf(c);
  for (const origin of origins) state.styleOrigins.add(origin);
}

export interface PolicyOptions extends CspConfig {
  /** The API's origin when it is not this host's (PUBLIC_API_BASE is an absolute URL). */
  apiOrigin: string | null;
  nonce?: string | null;
  scriptHashes?: Iterable<string>;
  /** This page's own script origins (allowScriptOrigins). */
  scriptOrigins?: Iterable<string>;
  /** This page's own style origins (allowStyleOrigins). */
  styleOrigins?: Iterable<string>;
}

/** The page policy: pure, so tests and other servers (a static host's config) can print it. */
export function contentSecurityPolicy(o: PolicyOptions): string {
  const api = o.apiOrigin ? [o.apiOrigin, o.apiOrigin.replace(/^http/, 'ws')] : [];
  const third = [...o.analyticsOrigins, ...o.mapsOrigins, ...(o.scriptOrigins ?? [])];
  const scripts = [
    "'self'",
    ...(o.nonce ? [`'nonce-${o.nonce}'`] : []),
    ...(o.scriptHashes ?? []),
    ...third,
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    // React's style props go through CSSOM (allowed); 'unsafe-inline' covers style attributes of
    // server-rendered HTML and the maps' own styles. Styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'", ...(o.styleOrigins ?? [])]],
    // Product photos may live on the merchant's WordPress or a CDN; blob: is the media cache.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['media-src', ["'self'", 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...api, ...third]],
    ['frame-src', ["'self'", ...third]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'", ...o.frameAncestors]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** What anything that is not a page (JSON, images, uploads) may do when opened directly: nothing. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

export function securityHeaders(config: {
  csp: CspConfig;
  publicApiBase: string;
}): MiddlewareHandler {
  const apiOrigin = /^https?:\/\//.test(config.publicApiBase)
    ? new URL(config.publicApiBase).origin
    : null;
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    headers.set('permissions-policy', 'camera=(), microphone=(), payment=(), usb=()');
    const type = headers.get('content-type') ?? '';
    // Scripts get none: a worker script's own policy would bind the service worker's fetches.
    if (!headers.has('content-security-policy') && !type.includes('javascript')) {
      const html = type.includes('text/html');
      const state = perResponse.get(c);
      headers.set(
        'content-security-policy',
        html
          ? contentSecurityPolicy({
              ...config.csp,
              apiOrigin,
              nonce: state?.nonce ?? null,
              scriptHashes: state?.hashes ?? [],
              scriptOrigins: state?.origins ?? [],
              styleOrigins: state?.styleOrigins ?? [],
            })
          : NON_PAGE_POLICY,
      );
    }
  };
}
