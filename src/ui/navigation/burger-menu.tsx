// The burger menu (SPEC.md §2 Modals), the same in both hosts: the account, the shop's own menu
// (settings.menu), the catalogue, information pages, blog, contacts, gallery and brands where the
// shop has them, the language, and on the website the theme (Telegram's own wins inside it).
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { contentOf } from '../../stores/content-store.ts';
import { Modal } from '../components/modal.tsx';
import { MoonIcon, SunIcon, UserIcon } from '../components/icons.tsx';
import { ChevronRightIcon, PhoneIcon } from './nav-icons.tsx';
import { LanguageSelect } from '../shell/language-select.tsx';
import { SocialLinks } from './social-links.tsx';
import { checkLink, phoneHref, type CheckedLink } from '../../domain/safe-link.ts';
import { CheckedAnchor } from '../components/checked-anchor.tsx';
import './burger-menu.css';

interface Item {
  to: string;
  label: string;
  /** Set for the shop's own entries: where the checked address leads. */
  link?: CheckedLink;
}

const BurgerMenu = observer(function BurgerMenu() {
  const store = useStores();
  const { ui, settings, user } = store;
  const content = contentOf(store);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => void content.loadMenu(), [content, ui.language]);
  const found = content.menu;
  const s = settings.settings!;
  const phone = store.delivery.phone;
  const close = () => ui.close();
  const isWeb = store.platform.kind === 'web';

  // The shop's own menu: each address checked (a path of the shop, or a site opened beside it).
  const shopMenu: Item[] = s.menu.flatMap((m) => {
    const link = checkLink(m.url, window.location.origin);
    return link
      ? [{ to: link.kind === 'internal' ? link.path : link.href, label: m.title, link }]
      : [];
  });
  const listed = new Set(shopMenu.map((m) => m.to));
  const more: Item[] = [
    { to: '/CategoriesPage', label: t('nav.catalog') },
    ...found.infoPages.map((p) => ({ to: `/information/page/${p.slug}`, label: p.title })),
    ...(found.blog ? [{ to: '/blog', label: t('nav.blog') }] : []),
    ...(s.contacts.phone || s.contacts.address
      ? [{ to: '/contacts', label: t('nav.contacts') }]
      : []),
    ...(found.gallery ? [{ to: '/gallery', label: t('nav.gallery') }] : []),
    ...(found.brands ? [{ to: '/brands', label: t('nav.brands') }] : []),
  ].filter((item) => !listed.has(item.to));

  const link = (item: Item, i: number) => (
    <li key={`${i}:${item.to}`}>
      {item.link && item.link.kind !== 'internal' ? (
        <CheckedAnchor link={item.link} className="burger__link">
          <span>{item.label}</span>
          <ChevronRightIcon size={18} />
        </CheckedAnchor>
      ) : (
        <Link
          to={item.to}
          className="burger__link"
          onClick={close}
          aria-current={pathname === item.to ? 'page' : undefined}
        >
          <span>{item.label}</span>
          <ChevronRightIcon size={18} />
        </Link>
      )}
    </li>
  );

  return (
    <Modal open onClose={close} title={s.seo.name} variant="menu" testId="burger-menu">
      <nav className="burger" aria-label={t('nav.menu')}>
        <Link
          to={user.signedIn ? '/lk' : `${pathname}?auth=1`}
          className="burger__account"
          onClick={close}
          data-testid="burger-account"
        >
          <span className="burger__avatar">
            <UserIcon size={20} />
          </span>
          <span className="burger__account-text">
            <strong>{user.signedIn ? t('nav.account') : t('nav.signIn')}</strong>
            <span>
              {user.signedIn
                ? user.user?.first_name || user.user?.phone || t('nav.accountHint')
                : t('nav.signInHint')}
            </span>
          </span>
          <ChevronRightIcon size={18} />
        </Link>

        {shopMenu.length > 0 && <ul className="burger__list">{shopMenu.map(link)}</ul>}
        {more.length > 0 && <ul className="burger__list burger__list--more">{more.map(link)}</ul>}

        <div className="burger__prefs">
          <LanguageSelect />
          {isWeb && (
            <button
              type="button"
              className="btn btn--secondary burger__theme"
              onClick={() => ui.toggleTheme()}
              data-testid="theme-toggle"
            >
              {ui.appearance === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
              {ui.appearance === 'dark' ? t('theme.light') : t('theme.dark')}
            </button>
          )}
        </div>

        <div className="burger__contacts">
          {phone && (
            <a className="burger__phone" href={phoneHref(phone)}>
              <PhoneIcon size={18} />
              {phone}
            </a>
          )}
          <SocialLinks />
        </div>
      </nav>
    </Modal>
  );
});

export default BurgerMenu;
