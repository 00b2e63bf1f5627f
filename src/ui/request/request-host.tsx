// Hosts the sending-a-request modal (SPEC.md §2 Modals, §4 "With simplified_order, only a request
// modal opens"). The shell loads this small chunk while simplified_order is on, so it can note
// which product the customer asked about: the cart refuses the add and opens the modal
// (stores/cart-add.ts) without saying which product it was, so the card pressed (its
// data-product-id) or the open product (?product_id=) tells. The form loads when the modal opens.
import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useStores } from '../store-context.tsx';
import { lazyWithRetry } from '../lazy-with-retry.ts';
import { RequestDraft } from './request-draft.ts';

const RequestModal = lazy(() => lazyWithRetry(() => import('./request-modal.tsx')));

const RequestHost = observer(function RequestHost() {
  const store = useStores();
  const [draft] = useState(() => new RequestDraft());

  useEffect(() => {
    let pressed: number | null = null;
    // Capture phase: runs before the card's own handler opens the modal.
    const onClick = (e: MouseEvent) => {
      const card = (e.target as Element | null)?.closest?.('[data-product-id]');
      pressed = card ? Number(card.getAttribute('data-product-id')) : null;
    };
    document.addEventListener('click', onClick, true);
    const stop = reaction(
      () => store.ui.modal === 'send-request',
      (open) => {
        if (!open) return;
        const shown = Number(new URLSearchParams(window.location.search).get('product_id'));
        // A press before this chunk loaded is not seen; the pressed button may still have focus.
        const focused = document.activeElement?.closest?.('[data-product-id]');
        const id =
          pressed ??
          (shown > 0 ? shown : null) ??
          (focused ? Number(focused.getAttribute('data-product-id')) : null);
        if (id && store.catalog.productsById.has(id)) draft.ask(id);
        pressed = null;
      },
      { fireImmediately: true },
    );
    return () => {
      document.removeEventListener('click', onClick, true);
      stop();
    };
  }, [store, draft]);

  if (store.ui.modal !== 'send-request') return null;
  return (
    <Suspense fallback={null}>
      <RequestModal draft={draft} />
    </Suspense>
  );
});

export default RequestHost;
