// Seconds left until a moment on the root clock, ticking once a second while above zero.
import { useEffect, useState } from 'react';
import { useStores } from '../store-context.tsx';

export function useCountdown(until: number): number {
  const { clock } = useStores();
  const left = () => Math.max(0, Math.ceil((until - clock.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // `left` reads only `until` and the clock, both covered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until, clock]);
  return seconds;
}
