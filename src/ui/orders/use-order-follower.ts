// The order page's follower: one per order (the screen remounts for another order or key), started
// while the page shows and read again when the sign-in changes; inside Telegram a status change
// taps the phone (the platform's haptics; the website's do nothing).
import { useEffect, useRef, useState } from 'react';
import { useStores } from '../store-context.tsx';
import { ordersApi } from '../../api/orders-api.ts';
import { runtimeConfig } from '../../config.ts';
import { statusFeedback } from '../../domain/order-status.ts';
import { OrderFollower } from './order-follower.ts';

export function useOrderFollower(id: string, key: string | null): OrderFollower {
  const store = useStores();
  const [follower] = useState(() => {
    const haptics = store.platform.haptics;
    return new OrderFollower(id, key, {
      api: ordersApi(store.api.client),
      realtime: runtimeConfig().realtime,
      onStatusChange: (previous, next) => {
        const feedback = statusFeedback(previous, next);
        if (feedback === 'light') haptics.impact('light');
        else if (feedback) haptics.notify(feedback);
      },
    });
  });

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
