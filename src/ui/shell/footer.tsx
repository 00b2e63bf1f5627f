// Website footer: menu, contacts, social links and the shop's own info block (sanitised).
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import type { Layout } from '../../domain/routes-rules.ts';

export const Footer = observer(function Footer({ layout }: { layout: Layout }) {
  const store = useStores();
  const { t } = useTranslation();
  const s = store.settings.settings!;
  const socials = (['telegram', 'vk', 'whatsapp', 'inst', 'fb', 'viber'] as const).filter(
    (k) => s.contacts[k],
  );
  return (
    <footer className={`footer footer--${layout}`}>
      <div className="footer__inner">
        <nav className="footer__menu" aria-label={t('nav.menu')}>
          {s.menu.map((m) => (
            <Link key={m.url} to={m.url}>
              {m.title}
            </Link>
          ))}
        </nav>
        <div className="footer__contacts">
          {s.contacts.phone && (
            <a href={`tel:${s.contacts.phone.replace(/[^+\d]/g, '')}`} className="footer__phone">
              {s.contacts.phone}
            </a>
          )}
          {s.contacts.address && <span>{s.contacts.address}</span>}
          <div className="footer__socials">
            {socials.map((k) => (
              <a key={k} href={s.contacts[k]} target="_blank" rel="noopener noreferrer">
                {t(`social.${k}`)}
              </a>
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
