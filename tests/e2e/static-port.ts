// The port of the static host in static-host.spec.ts: beside the e2e server's, which lets its pages
// call the API from there (CORS_ORIGINS in scripts/e2e-server.mjs).
export const STATIC_PORT = Number(process.env.E2E_PORT ?? 8181) + 20;
