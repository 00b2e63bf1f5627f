// A second e2e server with a generated catalogue (DEMO_CATALOG_SIZE), started by the spec that needs
// it, so the other specs never pay for seeding thousands of products. Outside CI a server already
// answering on the port is reused, like Playwright's own webServer.
import { spawn } from 'node:child_process';

const answers = async (base: string) => {
  try {
    return (await fetch(`${base}/api/wp-json/v1/all_settings`)).ok;
  } catch {
    return false;
  }
};

/** E2E_BIG_PORT, or the e2e port + 100 (each engineer's e2e ports stay apart). */
export const BIG_PORT = Number(
  process.env.E2E_BIG_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 100,
);

export async function startBigShop(size: number, port = BIG_PORT): Promise<() => Promise<void>> {
  const base = `http://127.0.0.1:${port}`;
  if (!process.env.CI && (await answers(base))) return async () => {};
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(port), DEMO_CATALOG_SIZE: String(size) },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 240_000;
  while (!(await answers(base))) {
    if (child.exitCode !== null) throw new Error(`the ${size}-product server exited`);
    if (Date.now() > deadline) throw new Error(`the ${size}-product server did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}
