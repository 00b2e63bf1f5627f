// The coupon info modal (SPEC.md §2 Modals "coupon info"): what the coupon gives, its conditions in
// words (domain couponTerms), until when it is the customer's, and the code to copy. Opened from the
// cart's discount block, the discount choice and /lk/promocodes; the facts come from the last
// discount answer or, for a code the cart has not met, from the shop's coupon list.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { TFunction } from 'i18next';
import { useStores } from '../store-context.tsx';
import { useFeatures } from '../use-features.ts';
import { Modal } from '../components/modal.tsx';
import { CopyCode } from '../lk/copy-code.tsx';
import './coupons.css';
import { useMoney } from '../use-money.ts';
import { formatDate } from '../format-date.ts';
import { htmlToText } from '../../domain/html-text.ts';
import { formatHourMinute } from '../../domain/zoned-time.ts';
import {
  couponBenefit,
  couponTerms,
  couponUntil,
  type CouponBenefit,
  type CouponTerm,
} from '../../domain/coupon-terms.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { dateLocale } from '../../domain/date-locale.ts';

/** Which coupon to explain: a discount item's id and code, or a personal coupon's code and date. */
export interface CouponRef {
  id?: string;
  code?: string;
  /** What the customer saw it called (the discount item's name, the personal coupon's title). */
  name?: string;
  /** The backend's own date for a personal coupon (avaible_to). */
  until?: string;
}

export const CouponInfoModal = observer(function CouponInfoModal({
  target,
  onClose,
}: {
  target: CouponRef | null;
  onClose: () => void;
}) {
  const store = useStores();
  const { coupons } = useFeatures();
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const open = target !== null;
  const known = target ? coupons.couponFor(target) : undefined;
  useEffect(() => {
    if (open && !known) void coupons.loadList();
  }, [open, known, coupons]);
  if (!target) return null;
  const listLoading = coupons.list === null || coupons.list.status === 'loading';
  const lang = i18n.language;
  const until = target.until || (known ? couponUntil(known, store.user.user?.ID ?? null) : '');
  const terms = known ? couponTerms(known) : [];
  // An automatic coupon applies by itself: its code is nothing to type anywhere.
  const code = terms.some((term) => term.kind === 'automatic')
    ? ''
    : (target.code ?? known?.code ?? '');
  const description = known?.description ? htmlToText(known.description) : '';
  return (
    <Modal open onClose={onClose} title={t('couponInfo.title')} testId="coupon-info">
      <div className="coupon-info">
        {(target.name || description) && (
          <p className="coupon-info__name">{target.name || description}</p>
        )}
        {known && (
          <p className="coupon-info__benefit" data-testid="coupon-info-benefit">
            {benefitText(couponBenefit(known), t, store, money)}
          </p>
        )}
        {description && target.name && description !== target.name && (
          <p className="coupon-info__description">{description}</p>
        )}
        <h3 className="coupon-info__subtitle">{t('couponInfo.termsTitle')}</h3>
        {known ? (
          <ul className="coupon-info__terms" data-testid="coupon-info-terms">
            {terms.length === 0 ? (
              <li>{t('couponInfo.noTerms')}</li>
            ) : (
              terms.map((term, i) => <li key={i}>{termText(term, t, store, money, lang)}</li>)
            )}
          </ul>
        ) : listLoading ? (
          <div className="skeleton coupon-info__skeleton" aria-busy="true" />
        ) : (
          <p className="coupon-info__unknown">{t('couponInfo.unknown')}</p>
        )}
        {until && (
          <p className="coupon-info__until" data-testid="coupon-info-until">
            {t('couponInfo.until', { date: formatDate(until, lang) })}
          </p>
        )}
        {code && (
          <div className="coupon-info__code">
            <span>{t('couponInfo.code')}</span>
            <CopyCode code={code} />
          </div>
        )}
      </div>
    </Modal>
  );
});

type Money = (amount: number) => string;

function benefitText(benefit: CouponBenefit, t: TFunction, store: RootStore, money: Money) {
  switch (benefit.kind) {
    case 'percent':
      return t('couponInfo.percent', { amount: benefit.amount });
    case 'fixed':
      return t('couponInfo.fixed', { amount: money(benefit.amount) });
    case 'gift': {
      const name = store.catalog.productsById.get(benefit.productId)?.name;
      if (!name) return t('couponInfo.giftUnknown');
      return benefit.quantity > 1
        ? t('couponInfo.giftMany', { name, quantity: benefit.quantity })
        : t('couponInfo.gift', { name });
    }
    default:
      return t('couponInfo.other');
  }
}

/** Monday is 1 (SPEC.md §5): 2024-01-01 was a Monday. */
function weekdayName(day: number, lang: string) {
  return new Date(Date.UTC(2024, 0, day)).toLocaleDateString(dateLocale(lang), {
    weekday: 'short',
    timeZone: 'UTC',
  });
}

function termText(term: CouponTerm, t: TFunction, store: RootStore, money: Money, lang: string) {
  const products = (ids: number[]) =>
    ids.map((id) => store.catalog.productsById.get(id)?.name ?? `#${id}`).join(', ');
  const categories = (ids: number[]) =>
    ids.map((id) => store.catalog.categoryById(id)?.name ?? `#${id}`).join(', ');
  switch (term.kind) {
    case 'minimum':
    case 'maximum':
      return t(`couponInfo.${term.kind}`, { amount: money(term.amount) });
    case 'weekdays':
      return t('couponInfo.weekdays', {
        days: term.days.map((d) => weekdayName(d, lang)).join(', '),
      });
    case 'hours':
      return t('couponInfo.hours', {
        from: formatHourMinute(term.from),
        to: term.to >= 24 * 60 ? '24:00' : formatHourMinute(term.to),
      });
    case 'birthday':
      return t('couponInfo.birthday', { before: term.before, after: term.after });
    case 'products':
      return t('couponInfo.products', { names: products(term.ids) });
    case 'categories':
    case 'excludedCategories':
      return t(`couponInfo.${term.kind}`, { names: categories(term.ids) });
    case 'productQuantity':
      return t('couponInfo.productQuantity', {
        names: products(term.ids),
        quantity: term.quantity,
      });
    case 'categoryQuantity':
      return t('couponInfo.categoryQuantity', {
        names: categories(term.ids),
        quantity: term.quantity,
      });
    case 'stocks': {
      const locations = store.settings.settings?.locations ?? [];
      const names = term.ids.flatMap((id) => {
        const name = locations.find((l) => String(l.warehouse_id) === id)?.name;
        return name ? [name] : [];
      });
      return names.length > 0
        ? t('couponInfo.stocks', { names: names.join(', ') })
        : t('couponInfo.stocksSome');
    }
    default:
      return t(`couponInfo.${term.kind}`);
  }
}
