// The static host's port for this run (static-port.mjs holds the rule, shared with the e2e server).
import { staticPortOf } from './static-port.mjs';

export const STATIC_PORT = staticPortOf(process.env.E2E_PORT);
