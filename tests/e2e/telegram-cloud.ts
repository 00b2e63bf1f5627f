// One Telegram user's CloudStorage kept by the test, shared by every page given it: two browser
// contexts with it are two devices of the same user. The emulated client (telegram-client.ts)
// speaks the protocol; this is only where the values live.
import type { BrowserContext } from '@playwright/test';

export type CloudStorageOfUser = Map<string, string>;

export async function shareCloudStorage(context: BrowserContext, cloud: CloudStorageOfUser) {
  await context.exposeBinding(
    '__tgCloudShared',
    (_source, op: 'all' | 'set' | 'delete', key?: string, value?: string) => {
      if (op === 'set') cloud.set(key!, value!);
      if (op === 'delete') cloud.delete(key!);
      return op === 'all' ? Object.fromEntries(cloud) : true;
    },
  );
}

/** What the app keeps under a key: its data, or null. */
export function cloudData(cloud: CloudStorageOfUser, key: string): unknown {
  const raw = cloud.get(key);
  return raw ? (JSON.parse(raw) as { data: unknown }).data : null;
}
