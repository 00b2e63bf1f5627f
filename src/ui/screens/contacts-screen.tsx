// /contacts: each city's phone and opening hours, the address, e-mail and the shop's social links
// (inside Telegram the only place they are: the website's footer has them too).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { ShopJsonLd } from '../seo/shop-json-ld.tsx';
import { CheckedAnchor } from '../components/checked-anchor.tsx';
import { phoneHref, socialLinks } from '../../domain/safe-link.ts';
import { readableAddress } from '../../domain/readable-address.ts';
import { workTimeOf } from '../../domain/work-time.ts';
import { hoursRows, weekdayName, type HoursRow } from '../../domain/opening-hours.ts';

const ContactsScreen = observer(function ContactsScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const s = store.settings.settings!;
  const city = (wh: string) => s.locations.find((l) => l.warehouse_id === wh)?.name ?? wh;
  const socials = socialLinks(s.contacts);
  // A shop of one kitchen may give only its main phone (no phones by warehouse).
  const phones =
    s.contacts.phones.length > 0 || !s.contacts.phone
      ? s.contacts.phones
      : [{ warehouse_id: '', phone: s.contacts.phone }];
  return (
    <Page title={t('contacts.title')}>
      <ShopJsonLd />
      <div className="card-list contacts__cards">
        {phones.map((p) => {
          const workTime = workTimeOf(s.delivery_work_time, p.warehouse_id);
          return (
            <div key={p.warehouse_id} className="card-list__item">
              {p.warehouse_id && <span className="card-list__label">{city(p.warehouse_id)}</span>}
              <a href={phoneHref(p.phone)} className="contacts__phone">
                {p.phone}
              </a>
              {workTime && <Hours rows={hoursRows(workTime)} />}
            </div>
          );
        })}
        {s.contacts.address && (
          <div className="card-list__item">
            <span className="card-list__label">{t('contacts.address')}</span>
            <strong>{s.contacts.address}</strong>
          </div>
        )}
        {s.contacts.email && (
          <a className="card-list__item" href={`mailto:${s.contacts.email}`}>
            <span className="card-list__label">E-mail</span>
            <strong>{s.contacts.email}</strong>
          </a>
        )}
      </div>
      {socials.length > 0 && (
        <section className="contacts__socials" aria-labelledby="contacts-socials">
          <h2 id="contacts-socials" className="contacts__heading">
            {t('contacts.socials')}
          </h2>
          <div className="card-list contacts__cards">
            {socials.map(({ kind, link }) => (
              <CheckedAnchor key={kind} link={link} className="card-list__item">
                <span className="card-list__label">{t(`social.${kind}`)}</span>
                <strong>{readableAddress(link.href)}</strong>
              </CheckedAnchor>
            ))}
          </div>
        </section>
      )}
    </Page>
  );
});

/** A stock's opening hours, a row per run of weekdays with the same hours. */
function Hours({ rows }: { rows: HoursRow[] }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return null;
  const day = (n: number) => weekdayName(n, i18n.language);
  return (
    <dl className="contacts__hours" aria-label={t('contacts.hours')}>
      {rows.map((row) => (
        <div key={row.from} className="contacts__hours-row">
          {/* Weekdays written by the browser's ICU, which may lack one the server has (a Kazakh
              day, date-locale.ts): its text replaces the server's, without React's error. */}
          <dt suppressHydrationWarning>
            {row.from === 1 && row.to === 7
              ? t('contacts.daily')
              : row.from === row.to
                ? day(row.from)
                : `${day(row.from)}–${day(row.to)}`}
          </dt>
          <dd>
            {'aroundClock' in row
              ? t('contacts.aroundClock')
              : 'closed' in row
                ? t('contacts.closed')
                : `${row.opens}–${row.closes}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default ContactsScreen;
