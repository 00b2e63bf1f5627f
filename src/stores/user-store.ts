// The signed-in customer (SPEC.md §3 User state, §4 Logout).
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { User } from '../api/shop-api.ts';

export class UserStore {
  token: string | null = null;
  user: User | null = null;

  constructor(private root: RootStore) {
    makeAutoObservable<UserStore, 'root'>(this, { root: false });
  }

  get signedIn(): boolean {
    return this.token !== null && this.user !== null;
  }

  /** Called after a successful code check: keep the token, then load the profile. */
  async signIn(token: string): Promise<boolean> {
    this.token = token;
    return this.refresh();
  }

  async refresh(): Promise<boolean> {
    if (!this.token) return false;
    const result = await this.root.api.currentUser();
    runInAction(() => {
      if (result.ok) this.user = result.data;
      else if (result.problem.kind === 'unauthorized') this.clear();
    });
    return result.ok;
  }

  logout() {
    this.clear();
  }

  private clear() {
    this.token = null;
    this.user = null;
  }
}
