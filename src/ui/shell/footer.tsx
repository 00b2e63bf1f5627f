// Website footer: menu, contacts, social links and the shop's own info block (sanitised).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import type { Layout } from '../../domain/routes-rules.ts';
import { CheckedAnchor } from '../components/checked-anchor.tsx';
import { checkLink, phoneHref, socialLinks } from '../../domain/safe-link.ts';
import './footer.css';

export const Footer = observer(function Footer({ layout }: { layout: Layout }) {
  const store = useStores();
  const { t } = useTranslation();
  const s = store.settings.settings!;
  const phone = store.delivery.phone;
  return (
    <footer className={`footer footer--${layout}`}>
      <div className="footer__inner">
        <nav className="footer__menu" aria-label={t('nav.menu')}>
          {s.menu.map((m, i) => {
            // A menu entry whose url is no safe link shows as text, never as a link. The shop's origin
            // from the store: the server renders this too (and knows no window).
            const link = checkLink(m.url, store.ui.origin || undefined);
            return link ? (
              <CheckedAnchor key={`${i}:${m.url}`} link={link}>
                {m.title}
              </CheckedAnchor>
            ) : (
              <span key={`${i}:${m.url}`} className="footer__menu-text">
                {m.title}
              </span>
            );
          })}
        </nav>
        <div className="footer__contacts">
          {phone && (
            <a href={phoneHref(phone)} className="footer__phone">
              {phone}
            </a>
          )}
          {s.contacts.address && <span>{s.contacts.address}</span>}
          <div className="footer__socials">
            {socialLinks(s.contacts).map(({ kind, link }) => (
              <CheckedAnchor key={kind} link={link}>
                {t(`social.${kind}`)}
              </CheckedAnchor>
            ))}
          </div>
        </div>
        {s.facade.footer_infoblock && (
          <SafeHtml className="footer__info" html={s.facade.footer_infoblock} />
        )}
      </div>
    </footer>
  );
});

export default Footer;
