// The port of the static host in static-host.spec.ts: beside the e2e server's (PORT, E2E_PORT), so
// parallel runs on other ports never meet. The e2e server lets pages from there call its API
// (CORS_ORIGINS in scripts/e2e-server.mjs). Plain JS: that server starts with node, before tsx.
export const staticPortOf = (e2ePort) => Number(e2ePort ?? 8181) + 20;
