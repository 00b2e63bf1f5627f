// The local media cache of SPEC.md §3 and §9: IndexedDB 'media-cache' version 1, object stores
// videos {url, videoBlob} and photos {url, photoBlob}. SPEC.md §8: a failed read or write is logged
// and counts as a miss, so a browser without IndexedDB (private modes, blocked storage, a broken
// profile) still shows every picture, straight from the network.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const MEDIA_DB_NAME = 'media-cache';
export const MEDIA_DB_VERSION = 1;
/** An open that neither succeeds nor fails (another tab blocking an upgrade) must not hold up
 * the pictures: after this long the cache counts as missing for the session. */
const OPEN_TIMEOUT_MS = 2000;

export interface MediaCacheSchema extends DBSchema {
  videos: { key: string; value: { url: string; videoBlob: Blob } };
  photos: { key: string; value: { url: string; photoBlob: Blob } };
}
type MediaDb = IDBPDatabase<MediaCacheSchema>;

export function openMediaDb(): Promise<MediaDb> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('no IndexedDB here'));
  return openDB<MediaCacheSchema>(MEDIA_DB_NAME, MEDIA_DB_VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('videos'))
        db.createObjectStore('videos', { keyPath: 'url' });
      if (!db.objectStoreNames.contains('photos'))
        db.createObjectStore('photos', { keyPath: 'url' });
    },
    // A newer build in another tab wants to upgrade: step aside rather than block it.
    blocking: (_current, _blocked, event) => (event.target as IDBDatabase).close(),
  });
}

export class MediaCache {
  private db: Promise<MediaDb | null> | null = null;

  constructor(
    private readonly open: () => Promise<MediaDb> = openMediaDb,
    private readonly log: (message: string, error: unknown) => void = (m, e) =>
      console.warn(`[media-cache] ${m}`, e),
    private readonly openTimeoutMs = OPEN_TIMEOUT_MS,
  ) {}

  getPhoto(url: string): Promise<Blob | null> {
    return this.attempt('read photo', null, async (db) =>
      blobOrNull((await db.get('photos', url))?.photoBlob),
    );
  }
  putPhoto(url: string, photoBlob: Blob): Promise<boolean> {
    return this.attempt('write photo', false, async (db) => {
      await db.put('photos', { url, photoBlob });
      return true;
    });
  }
  getVideo(url: string): Promise<Blob | null> {
    return this.attempt('read video', null, async (db) =>
      blobOrNull((await db.get('videos', url))?.videoBlob),
    );
  }
  putVideo(url: string, videoBlob: Blob): Promise<boolean> {
    return this.attempt('write video', false, async (db) => {
      await db.put('videos', { url, videoBlob });
      return true;
    });
  }
  /** For the version check of SPEC.md §4 ("caches are cleared"). */
  clear(): Promise<boolean> {
    return this.attempt('clear', false, async (db) => {
      await Promise.all([db.clear('photos'), db.clear('videos')]);
      return true;
    });
  }

  /** Opens once per session; a failed open is remembered, so a broken cache costs one try. */
  private connection(): Promise<MediaDb | null> {
    this.db ??= new Promise<MediaDb>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('open timed out')), this.openTimeoutMs);
      // open() may throw synchronously (a getter that throws, a SecurityError): same as a rejection.
      Promise.resolve()
        .then(() => this.open())
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    }).catch((error: unknown) => {
      this.log('unavailable, every lookup is a miss', error);
      return null;
    });
    return this.db;
  }

  private async attempt<T>(what: string, miss: T, run: (db: MediaDb) => Promise<T>): Promise<T> {
    try {
      const db = await this.connection();
      return db ? await run(db) : miss;
    } catch (error) {
      this.log(`${what} failed`, error);
      return miss;
    }
  }
}

/** Some browsers hand back an empty or non-Blob value for a stored blob: that is a miss too. */
function blobOrNull(value: unknown): Blob | null {
  return value instanceof Blob && value.size > 0 ? value : null;
}

/** The app's cache. Opening is lazy: nothing touches IndexedDB until the first picture asks. */
export const mediaCache = new MediaCache();
