// The languages Google's website widget adds (issue 17: use_google_translate,
// google_languages_list), loaded by the RootStore only for a shop that turns them on, so the first
// file of every other shop's pages does not carry them. It offers them in the selector after the
// shop's own, keeps the page in the shop's language while one is chosen, and tells the widget the
// language to translate into once per change (SPEC.md §4 "Language change is applied once through
// the translate cookie handler").
import { makeAutoObservable, reaction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { TranslateWidget } from '../../adapters/translate-widget.ts';
import type { PageScripts } from '../../adapters/page-scripts.ts';
import {
  GOOGLE_TRANSLATE_SCRIPT,
  googleTranslateWidget,
} from '../../adapters/google-translate-widget.ts';
import {
  googleLanguages,
  googleTarget,
  languageOptions,
  type LanguageOption,
} from '../domain/google-translate.ts';
import { shopDefaultLanguage } from '../domain/shop-language.ts';

/**
 * Makes the store with the page's widget (the script the runtime config names, else Google's) or
 * the one given (tests), and starts it.
 */
export function startTranslation(
  root: RootStore,
  o: { widget?: TranslateWidget; scriptUrl?: string; scripts: PageScripts },
): TranslationStore {
  const widget =
    o.widget ??
    googleTranslateWidget({
      scriptUrl: o.scriptUrl || GOOGLE_TRANSLATE_SCRIPT,
      scripts: o.scripts,
    });
  const store = new TranslationStore(root, widget);
  store.start();
  return store;
}

export class TranslationStore {
  constructor(
    private root: RootStore,
    private widget: TranslateWidget,
  ) {
    makeAutoObservable<TranslationStore, 'root' | 'widget'>(this, { root: false, widget: false });
  }

  /** google_languages_list's languages not among the shop's own in the selector. */
  get googleLanguages(): string[] {
    const s = this.root.settings.settings;
    return googleLanguages(
      { enabled: s?.use_google_translate ?? false, languages: s?.google_languages_list ?? [] },
      this.root.settings.shopLanguageOptions.map((l) => l.code),
    );
  }

  /** The selector: the shop's languages, then Google's named in themselves. */
  get options(): LanguageOption[] {
    return languageOptions(this.root.settings.shopLanguageOptions, this.googleLanguages);
  }

  /** The language the widget translates the page into, while the shop offers it. */
  get googleLanguage(): string | null {
    return googleTarget(this.googleLanguages, this.root.ui.googleChoice);
  }

  /** The shop's own language, the one the widget translates from. */
  get base(): string {
    return shopDefaultLanguage(this.root.settings.shopLanguages);
  }

  offers(code: string): boolean {
    return googleTarget(this.googleLanguages, code) !== null;
  }

  /** A Google language: the interface and content speak the shop's, the widget translates. */
  choose(code: string) {
    const ui = this.root.ui;
    ui.googleChoice = code;
    ui.setLanguage(this.base);
  }

  /** Follows the choice: the widget is told each new language once. */
  start(): () => void {
    return reaction(
      () =>
        this.root.settings.settings
          ? { base: this.base, target: this.googleLanguage, offered: this.googleLanguages }
          : null,
      (choice) => {
        if (!choice) return;
        // A remembered Google language: the page underneath speaks the shop's language.
        if (choice.target && this.root.ui.language !== choice.base)
          this.root.ui.language = choice.base;
        this.widget.apply(choice);
      },
      { fireImmediately: true, equals: sameChoice },
    );
  }
}

type Choice = Parameters<TranslateWidget['apply']>[0] | null;

/** The same choice again (a settings reload makes new arrays): the widget is not told twice. */
function sameChoice(a: Choice, b: Choice): boolean {
  if (!a || !b) return a === b;
  return a.base === b.base && a.target === b.target && a.offered.join() === b.offered.join();
}
