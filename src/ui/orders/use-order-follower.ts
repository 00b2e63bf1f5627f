// The order page's follower: one per order (the screen remounts for another order or key), started
// while the page shows and read again when the sign-in changes.
import { useEffect, useRef, useState } from 'react';
import { useStores } from '../store-context.tsx';
import { orderFollowerOf } from '../../stores/order-stores.ts';
import type { OrderFollower } from '../../stores/order-follower.ts';

export function useOrderFollower(id: string, key: string | null): OrderFollower {
  const store = useStores();
  const [follower] = useState(() => orderFollowerOf(store, id, key));

  useEffect(() => {
    follower.start();
    return () => follower.stop();
  }, [follower]);

  const token = store.user.token;
  const seenToken = useRef(token);
  useEffect(() => {
    if (seenToken.current === token) return;
    seenToken.current = token;
    void follower.refresh();
  }, [token, follower]);

  return follower;
}
