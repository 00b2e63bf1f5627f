// "Повторить заказ" (on a finished order's page, and on each order in /lk/orders): the order's
// dishes with their options and supplements go back into the cart through its own add rules
// (stores/reorder.ts), what could not come back is named, and the cart opens.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { canReorder, reorder } from '../../stores/reorder.ts';
import type { OrderLineLike } from '../../domain/reorder.ts';
import './orders.css';

export const ReorderButton = observer(function ReorderButton({
  lines,
  className = 'btn btn--secondary order-page__wide',
}: {
  lines: readonly OrderLineLike[];
  className?: string;
}) {
  const store = useStores();
  const { t } = useTranslation();
  if (!canReorder(lines)) return null;

  const press = () => {
    const outcome = reorder(store, lines);
    if (outcome.kind === 'asked') return;
    const { ui } = store;
    if (outcome.notAdded.length > 0) {
      const names = outcome.notAdded.join(', ');
      ui.notify(t('orderStatus.reorderMissing', { names }), outcome.added > 0 ? 'info' : 'error');
    }
    if (outcome.added > 0) ui.open('cart');
  };

  // Until the menu is in, every dish would read as gone from it.
  const waiting = store.catalog.status === 'idle' || store.catalog.status === 'loading';
  return (
    <button
      type="button"
      className={className}
      onClick={press}
      disabled={waiting}
      aria-busy={waiting}
      data-testid="order-reorder"
    >
      {t('orderStatus.reorder')}
    </button>
  );
});
