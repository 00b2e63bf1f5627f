// One saved address in the list, with its edit and (asked twice, inline) delete actions.
import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '../../domain/account-forms.ts';

export function AddressItem({
  address: a,
  confirming,
  busy,
  onEdit,
  onDelete,
}: {
  address: SavedAddress;
  confirming: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const details = [
    a.flat && t('lk.addresses.flatN', { n: a.flat }),
    a.entrance && t('lk.addresses.entranceN', { n: a.entrance }),
    a.floor && t('lk.addresses.floorN', { n: a.floor }),
  ].filter(Boolean);
  return (
    <li className="card-list__item lk-address" data-testid="address-item">
      <strong>{a.name}</strong>
      <span>{a.address}</span>
      {details.length > 0 && <span className="card-list__label">{details.join(', ')}</span>}
      {a.comment && <span className="card-list__label">{a.comment}</span>}
      <span className="lk-address__actions">
        <button type="button" className="auth-link" onClick={onEdit}>
          {t('lk.addresses.edit')}
        </button>
        <button
          type="button"
          className="auth-link lk-danger"
          disabled={busy}
          onClick={onDelete}
          data-testid="address-delete"
        >
          {confirming ? t('lk.addresses.confirmDelete') : t('lk.addresses.delete')}
        </button>
      </span>
    </li>
  );
}
