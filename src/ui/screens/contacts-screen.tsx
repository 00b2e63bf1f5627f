// /contacts: phones per warehouse, address, messengers.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import { ShopJsonLd } from '../seo/shop-json-ld.tsx';

const ContactsScreen = observer(function ContactsScreen() {
  const store = useStores();
  const { t } = useTranslation();
  const s = store.settings.settings!;
  const city = (wh: string) => s.locations.find((l) => l.warehouse_id === wh)?.name ?? wh;
  return (
    <Page title={t('contacts.title')}>
      <ShopJsonLd />
      <div className="card-list">
        {s.contacts.phones.map((p) => (
          <a
            key={p.warehouse_id}
            className="card-list__item"
            href={`tel:${p.phone.replace(/[^+\d]/g, '')}`}
          >
            <span className="card-list__label">{city(p.warehouse_id)}</span>
            <strong>{p.phone}</strong>
          </a>
        ))}
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
    </Page>
  );
});

export default ContactsScreen;
