// Site settings: loaded first; until they are, the shell shows the maintenance notice (SPEC.md §1, §4).
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Settings } from '../domain/settings-model.ts';
import {
  shippingMethodSchema,
  paymentMethodSchema,
  popupSchema,
  languageSchema,
} from '../domain/shop-model.ts';
import { parseEach } from '../domain/model-fields.ts';
import {
  pageTypeOf,
  shopFront,
  wordingContext,
  asksPeopleCount,
  type PageType,
  type ShopFront,
} from '../domain/page-type.ts';
import {
  offeredShopLanguages,
  shopLanguagesOf,
  type ShopLanguages,
} from '../domain/shop-language.ts';
import type { LanguageOption } from '../domain/google-translate.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { shopSeo, type ShopSeo } from '../domain/seo.ts';
import { snippetScripts } from '../domain/snippet-scripts.ts';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export class SettingsStore {
  status: LoadStatus = 'idle';
  settings: Settings | null = null;
  /** The language the settings in hand are in. */
  language: string | null = null;
  catalogType = 'cat12';

  constructor(private root: RootStore) {
    makeAutoObservable<SettingsStore, 'root'>(this, { root: false, settings: observableRef });
  }

  /** Settings the server already loaded for this page, in `language` (stores/snapshot.ts). */
  prefill(settings: Settings, catalogType: string, language: string) {
    this.settings = settings;
    this.catalogType = catalogType;
    this.language = language;
    this.status = 'loaded';
  }

  /**
   * The settings in the interface's language. Until the first ones are in the shell shows its
   * skeleton, and the maintenance notice if they do not come (SPEC.md §8: logged only). Another
   * language's (the customer switched) leave the page as it is meanwhile; if they do not come (no
   * network, and the worker has no copy of that language's), the page goes back to the language
   * its settings are in and says why (ui.languageNotLoaded, as when its texts do not come). An
   * answer for a language the customer has left since is dropped.
   */
  async load(): Promise<void> {
    const language = this.root.ui.language;
    const switching = this.settings !== null;
    if (!switching) this.status = 'loading';
    const [result, templates] = await Promise.all([
      this.root.api.settings(language),
      this.root.api.templates(),
    ]);
    runInAction(() => {
      if (switching && language !== this.root.ui.language) return;
      if (templates.ok) this.catalogType = templates.data.catalog_type;
      if (result.ok) {
        this.settings = result.data;
        this.language = language;
        this.status = 'loaded';
      } else if (switching) {
        console.warn('settings in another language failed to load', result.problem);
        if (this.language) this.root.ui.languageNotLoaded(this.language);
      } else {
        console.error('settings failed to load', result.problem);
        this.status = 'failed';
      }
    });
  }

  get currency(): string {
    return this.settings?.front_currency || '₽';
  }
  get shopName(): string {
    return this.seo.name;
  }
  /** The shop's name, description and keywords in the interface's language (seo_by_langs). */
  get seo(): ShopSeo {
    const s = this.settings;
    if (!s) return { name: '', description: '', keywords: '' };
    return shopSeo(s, this.root.ui.language);
  }
  /** The translation settings, as the language rules read them. */
  get shopLanguages(): ShopLanguages {
    return shopLanguagesOf(this.settings, this.languages);
  }
  /** The shop's own languages in the selector (language_list, or its default alone). */
  get shopLanguageOptions(): { code: string; text: string }[] {
    return offeredShopLanguages(
      { translateActive: this.settings?.translate_active ?? false, list: this.languages },
      LANGUAGES,
    );
  }
  /**
   * The language selector: the shop's languages (translate_active), then Google's once their store
   * is in (use_google_translate, translation-store.ts); none when there is no choice.
   */
  get languageOptions(): LanguageOption[] {
    const translation = this.root.translation;
    if (translation && translation.googleLanguages.length > 0) return translation.options;
    if (!this.settings?.translate_active) return [];
    return this.shopLanguageOptions.map((l) => ({ code: l.code, label: l.text, google: false }));
  }
  /** The shop has analytics snippets to run (include.metrix, include.scripts) once allowed. */
  get hasAnalytics(): boolean {
    const include = this.settings?.include;
    return snippetScripts(include?.metrix, include?.scripts).length > 0;
  }
  /** The shop's own page type (SPEC.md §2): the facade's, else the templates'. */
  get shopPageType(): PageType {
    return pageTypeOf(this.settings?.facade.catalog_front, this.catalogType);
  }
  /** The page type on screen: the shop's, or the one a demo visitor previews (layout choice). */
  get pageType(): PageType {
    return this.root.ui.previewPageType ?? this.shopPageType;
  }
  get front(): ShopFront {
    return shopFront(this.pageType);
  }
  /** The front of the shop's own page type (what it is, whatever a demo visitor previews). */
  get shopFront(): ShopFront {
    return shopFront(this.shopPageType);
  }
  /** The texts' context for what the shop on screen sells (page-type.ts wordingContext). */
  get wording(): 'goods' | undefined {
    return wordingContext(this.front);
  }
  /** The cart asks for how many people (page-type.ts asksPeopleCount). */
  get asksPeopleCount(): boolean {
    return asksPeopleCount(this.front);
  }
  get shippingMethods() {
    return parseEach(shippingMethodSchema, this.settings?.shipping_methods ?? []);
  }
  get paymentMethods() {
    return parseEach(paymentMethodSchema, this.settings?.payment_methods ?? []);
  }
  /** The shop books tables (a wcso_booking shipping method): booking is offered up front. */
  get takesBookings(): boolean {
    return this.shippingMethods.some((m) => m.type === 'wcso_booking' && m.restaurants.length > 0);
  }
  get popups() {
    return parseEach(popupSchema, this.settings?.popups ?? []);
  }
  get languages() {
    return parseEach(languageSchema, this.settings?.language_list ?? []);
  }
  get appVersion(): string {
    return this.settings?.settings.cache_ver_site || '2.0.15';
  }
}
