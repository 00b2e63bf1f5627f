// The reference backend started for a measurement: on 127.0.0.1 only, with a throwaway database,
// demo mode (its seeded shop), and a way to read its memory from outside (Linux /proc).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LoopbackServer {
  base: string;
  pid: number;
  /** Resident memory of the server process, MB (null where /proc is not readable). */
  rssMb(): number | null;
  stop(): Promise<void>;
}

/** Resident set size of a process in MB, from /proc/{pid}/status (Linux). */
export function rssOf(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

export async function startLoopbackServer(
  port: number,
  env: Record<string, string> = {},
): Promise<LoopbackServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-load-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DEMO: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const res = await fetch(`${base}/api/wp-json/v1/all_settings`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (waited > 60_000) {
      await stop();
      throw new Error('the server did not answer within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, pid: child.pid!, rssMb: () => rssOf(child.pid!), stop };
}
