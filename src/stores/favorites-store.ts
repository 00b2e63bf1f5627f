// Favourites (SPEC.md §4): kept on the device for everyone; for a signed-in customer also on the
// account, merged (union) when the token appears and saved after every change.
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import { persist } from './persist.ts';
import { favoriteFields } from './stored-fields.ts';
import { favoritesApi, type FavoritesApi } from '../api/favorites-api.ts';
import {
  favoriteGroups,
  mergeFavorites,
  sameFavorites,
  toggleFavorite,
  type FavoriteGroup,
} from '../domain/favorites.ts';

export class FavoritesStore {
  /** Product ids, in the order they were added. */
  ids: number[] = [];
  private readonly api: FavoritesApi;
  /** The token whose account list has been merged in; saves wait for it, so none can overwrite
   * the account's list before it was read. */
  private syncedToken: string | null = null;
  private saving = false;
  private saveAgain = false;

  constructor(private root: RootStore) {
    this.api = favoritesApi(root.api.client);
    makeAutoObservable<FavoritesStore, 'root' | 'api' | 'syncedToken' | 'saving' | 'saveAgain'>(
      this,
      { root: false, api: false, syncedToken: false, saving: false, saveAgain: false },
    );
  }

  get idSet(): ReadonlySet<number> {
    return new Set(this.ids);
  }

  has(productId: number): boolean {
    return this.idSet.has(productId);
  }

  /** The favourites on today's menu, each under its real category (SPEC.md §5 special cases). */
  get groups(): FavoriteGroup[] {
    return favoriteGroups(this.ids, this.root.catalog.visible);
  }

  /** Restores the device's list, then follows the account: a token appearing (sign-in, or a
   * stored one at start-up) merges the two lists. */
  async start(): Promise<() => void> {
    await persist(this, 'favorites', favoriteFields, this.root.platform.storage);
    return reaction(
      () => this.root.user.token,
      (token) => {
        this.syncedToken = null;
        if (token) void this.mergeWithAccount(token);
      },
      { fireImmediately: true },
    );
  }

  /** Adds or removes a product; returns whether it was added (the caller says so to the user). */
  toggle(productId: number): boolean {
    const { ids, added } = toggleFavorite(this.ids, productId);
    this.ids = ids;
    const token = this.root.user.token;
    if (token && this.syncedToken === token) void this.save(token);
    else if (token) void this.mergeWithAccount(token); // the first merge failed: try again now
    return added;
  }

  /**
   * Takes the list another device left in Telegram's CloudStorage (cloud-follow.ts: it was changed
   * later than this device's); a customer's account gets it too.
   */
  restore(ids: number[]) {
    this.ids = ids;
    const token = this.root.user.token;
    if (token && this.syncedToken === token) void this.save(token);
  }

  async mergeWithAccount(token: string): Promise<void> {
    const remote = await this.api.load(token);
    if (!remote.ok) {
      console.warn('[favourites] not loaded', remote.problem);
      return;
    }
    if (this.root.user.token !== token) return; // signed out meanwhile
    const merged = mergeFavorites(this.ids, remote.data);
    runInAction(() => (this.ids = merged));
    this.syncedToken = token;
    if (!sameFavorites(merged, remote.data)) await this.save(token);
  }

  /** One save at a time; changes made meanwhile go out in one more save with the latest list. */
  private async save(token: string): Promise<void> {
    if (this.saving) {
      this.saveAgain = true;
      return;
    }
    this.saving = true;
    try {
      do {
        this.saveAgain = false;
        const result = await this.api.save(token, this.ids);
        if (!result.ok) console.warn('[favourites] not saved', result.problem);
      } while (this.saveAgain && this.root.user.token === token);
    } finally {
      this.saving = false;
    }
  }
}
