// One saved address in the list, with its details, whether the shop delivers there now, and its
// edit and (asked twice, inline) delete actions.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { SavedChoice } from '../../stores/saved-addresses-store.ts';
import { detailsSummary } from '../delivery/saved-address-list.tsx';
import { PROBLEM_KEY } from '../delivery/delivery-quote.tsx';

export const AddressItem = observer(function AddressItem({
  choice: { address: a, fit },
  confirming,
  busy,
  onEdit,
  onDelete,
}: {
  choice: SavedChoice;
  confirming: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const details = detailsSummary(t, a);
  return (
    <li className="card-list__item lk-address" data-testid="address-item">
      <strong>
        {a.name}
        {a.isDefault && <span className="saved-address__badge">{t('address.saved.default')}</span>}
      </strong>
      <span>{a.address}</span>
      {details && <span className="card-list__label">{details}</span>}
      {a.comment && <span className="card-list__label">{a.comment}</span>}
      {fit.kind === 'problem' && (
        <span className="saved-address__note is-problem">{t(PROBLEM_KEY[fit.problem])}</span>
      )}
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
});
