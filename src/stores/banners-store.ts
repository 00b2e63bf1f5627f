// Banners and stories: the settings' banners (or GET /banners-json when they carry none, SPEC.md
// §7), placed for this stock and device; the stories with the shop's demo_previews; which stories
// the customer has seen (kept on the device), and the one the viewer shows.
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import { bannerSchema } from '../domain/shop-model.ts';
import { parseEach } from '../domain/model-fields.ts';
import {
  bannerStory,
  bannersOrFallback,
  homeBanners,
  previewStories,
  type HomeBannerSet,
  type Story,
} from '../domain/banners.ts';

export class BannersStore {
  private fallback: unknown[] | null = null;
  /** Keys of the stories the customer has watched (Story.key). */
  seen: string[] = [];
  /** The story the viewer shows, by its place in `stories`; null when the viewer is closed. */
  current: number | null = null;

  constructor(private root: RootStore) {
    makeAutoObservable<BannersStore, 'root'>(this, { root: false });
  }

  /** After the settings: the fallback banners when the settings carry none (once). */
  async loadFallback(): Promise<void> {
    if (this.fallback !== null || (this.root.settings.settings?.banners.length ?? 0) > 0) return;
    const result = await this.root.api.fallbackBanners();
    runInAction(() => (this.fallback = result.ok ? result.data : []));
  }

  get all() {
    const own = this.root.settings.settings?.banners ?? [];
    return parseEach(bannerSchema, bannersOrFallback(own, this.fallback));
  }
  get home(): HomeBannerSet {
    return homeBanners(this.all, this.root.delivery.warehouseId);
  }
  /** The story banners, then the shop's demo previews. */
  get stories(): Story[] {
    return [
      ...this.home.stories.map(bannerStory),
      ...previewStories(this.root.settings.settings?.demo_previews ?? []),
    ];
  }
  /** The stored list, read defensively: a value of another shape counts as nothing seen. */
  private get seenKeys(): string[] {
    return Array.isArray(this.seen) ? this.seen.filter((k) => typeof k === 'string') : [];
  }
  isSeen(story: Story): boolean {
    return this.seenKeys.includes(story.key);
  }

  open(index: number) {
    if (index >= 0 && index < this.stories.length) this.current = index;
  }
  /** Moves by one; past the last story the viewer closes, before the first it stays there. */
  step(by: 1 | -1) {
    if (this.current === null) return;
    const next = this.current + by;
    if (next >= this.stories.length) this.current = null;
    else this.current = Math.max(0, next);
  }
  close() {
    this.current = null;
  }
  markSeen(story: Story) {
    const seen = this.seenKeys;
    if (!seen.includes(story.key)) this.seen = [...seen, story.key].slice(-200);
  }
}
