// Toasts; each leaves on its own after 2 seconds (the store's timer). Above the cart bar, or at the
// top while a sheet is open (at the bottom they covered its footer: the free-delivery line, the total).
import { observer } from 'mobx-react-lite';
import { useStores } from '../store-context.tsx';

export const Notifications = observer(function Notifications() {
  const { ui } = useStores();
  return (
    <div className={ui.sheetOpen ? 'toasts toasts--top' : 'toasts'} aria-live="polite">
      {ui.notifications.map((n) => (
        <div
          key={n.id}
          className={`toast toast--${n.kind}`}
          role={n.kind === 'error' ? 'alert' : 'status'}
        >
          {n.text}
        </div>
      ))}
    </div>
  );
});
