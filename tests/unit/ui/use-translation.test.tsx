// @vitest-environment happy-dom
// The screens' texts are drawn again when the language changes or when arriving texts change one
// they show, and only then: the rest of a language arriving just after the start (keys the drawn
// page never asked for) used to draw every dish card again in one long task on a phone.
import { afterEach, describe, expect, it } from 'vitest';
import { act, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nContext } from 'react-i18next';
import i18next, { type i18n as I18n } from 'i18next';
import { useTranslation } from '../../../src/ui/use-translation.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Label({ plural }: { plural?: boolean }) {
  const { t } = useTranslation();
  renders++;
  return <span>{plural ? t('dishes', { count: 3 }) : t('weight')}</span>;
}

/** Adds texts as it is drawn, before the labels beside it listen for them. */
function Adder({ i18n }: { i18n: I18n }) {
  useLayoutEffect(() => {
    i18n.addResourceBundle('ru', 'translation', { weight: 'Вес' }, true, true);
  }, [i18n]);
  return null;
}

let mounted: Root | null = null;
async function shop(labels: JSX.Element): Promise<{ i18n: I18n; host: HTMLElement }> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'ru',
    interpolation: { escapeValue: false },
    resources: {
      ru: { translation: { dishes_few: '{{count}} блюда' } },
      en: { translation: {} },
    },
  });
  const host = document.createElement('div');
  document.body.append(host);
  mounted = createRoot(host);
  await act(async () => {
    mounted!.render(<I18nContext.Provider value={{ i18n }}>{labels}</I18nContext.Provider>);
  });
  return { i18n, host };
}

const add = (i18n: I18n, language: string, texts: Record<string, string>) =>
  act(async () => {
    i18n.addResourceBundle(language, 'translation', texts, true, true);
  });

afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  renders = 0;
  document.body.replaceChildren();
});

const three = (
  <>
    <Label />
    <Label />
    <Label plural />
  </>
);

describe('useTranslation', () => {
  it('draws texts added after the start, and a new language', async () => {
    const { i18n, host } = await shop(three);
    expect(host.textContent).toBe('weightweight3 блюда');
    await add(i18n, 'ru', { weight: 'Вес' });
    expect(host.textContent).toBe('ВесВес3 блюда');
    await add(i18n, 'ru', { dishes_few: '{{count}} блюда на выбор' });
    expect(host.textContent).toBe('ВесВес3 блюда на выбор');
    await act(async () => {
      i18n.addResourceBundle('en', 'translation', {
        weight: 'Weight',
        dishes_other: '{{count}} dishes',
      });
      await i18n.changeLanguage('en');
    });
    expect(host.textContent).toBe('WeightWeight3 dishes');
  });

  it('draws nothing again when the added texts change none it shows', async () => {
    const { i18n, host } = await shop(three);
    await add(i18n, 'ru', { weight: 'Вес' });
    const drawn = renders;
    // The rest of the language, the other language, and the same texts again.
    await add(i18n, 'ru', { cart: 'Корзина', checkout: 'Оформить', dishes_many: '{{count}} блюд' });
    await add(i18n, 'en', { weight: 'Weight' });
    await add(i18n, 'ru', { weight: 'Вес' });
    expect(renders).toBe(drawn);
    expect(host.textContent).toBe('ВесВес3 блюда');
    // A text it shows, changed: drawn again.
    await add(i18n, 'ru', { weight: 'Масса' });
    expect(renders).toBeGreaterThan(drawn);
    expect(host.textContent).toBe('МассаМасса3 блюда');
  });

  it('draws texts that arrive between its first drawing and its listening', async () => {
    const { host } = await shop(
      <>
        <Label />
        <AdderSlot />
      </>,
    );
    expect(host.textContent).toBe('Вес');
  });
});

function AdderSlot() {
  const { i18n } = useTranslation();
  return <Adder i18n={i18n} />;
}
