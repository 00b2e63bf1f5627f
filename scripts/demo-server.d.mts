// Types for demo-server.mjs (plain JS: the browser tests start it with node, before tsx).
import type { ChildProcess, StdioOptions } from 'node:child_process';

export function spawnDemoServer(
  dataDir: string,
  env: Record<string, string>,
  stdio: StdioOptions,
): ChildProcess;
