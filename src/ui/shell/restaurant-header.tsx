// The restaurant layout's parts of the header (SPEC.md §2 Layouts): the shop's menu links, and on a
// desktop its phone and the booking button. A chunk of its own: other layouts never load it.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { PhoneIcon } from '../navigation/nav-icons.tsx';
import { checkLink, phoneHref } from '../../domain/safe-link.ts';
import { CheckedAnchor } from '../components/checked-anchor.tsx';

export const RestaurantNav = observer(function RestaurantNav() {
  const store = useStores();
  const { t } = useTranslation();
  const s = store.settings.settings!;
  return (
    <nav className="header__nav" aria-label={t('nav.menu')}>
      {s.menu.map((m, i) => {
        const link = checkLink(m.url, window.location.origin);
        return (
          link && (
            <CheckedAnchor key={`${i}:${m.url}`} link={link}>
              {m.title}
            </CheckedAnchor>
          )
        );
      })}
    </nav>
  );
});

export const RestaurantActions = observer(function RestaurantActions() {
  const store = useStores();
  const { t } = useTranslation();
  const phone = store.delivery.phone;
  return (
    <>
      {phone && (
        <a className="header__phone" href={phoneHref(phone)} aria-label={t('nav.call', { phone })}>
          <PhoneIcon size={18} />
          <span className="header__phone-text">{phone}</span>
        </a>
      )}
      {store.settings.takesBookings && (
        <button
          type="button"
          className="btn btn--primary header__book"
          onClick={() => store.ui.open('booking')}
        >
          {t('nav.book')}
        </button>
      )}
    </>
  );
});
