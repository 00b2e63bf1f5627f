// 'Моё местоположение' under the address field: the address where the customer is, picked like a
// searched one (zone and price at once). A refusal says so and leaves typing the address.
import { useState } from 'react';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import type { AddressSuggestion } from '../../stores/address-search.ts';
import './my-location.css';

const MESSAGE = {
  denied: 'address.myLocation.denied',
  unavailable: 'address.myLocation.unavailable',
  'not-found': 'address.myLocation.notFound',
  failed: 'address.myLocation.failed',
} as const;

export function MyLocationButton({ onFound }: { onFound: (a: AddressSuggestion) => void }) {
  const store = useStores();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<keyof typeof MESSAGE | null>(null);
  if (!store.platform.locate) return null;
  const locate = async () => {
    setBusy(true);
    setProblem(null);
    const { locateAddress } = await import('../../stores/my-location.ts');
    const result = await locateAddress(store);
    setBusy(false);
    if (result.kind === 'found') onFound(result.address);
    else {
      setProblem(result.kind);
      store.platform.haptics.notify('warning');
    }
  };
  return (
    <div className="my-location">
      <button
        type="button"
        className="my-location__button"
        onClick={() => void locate()}
        disabled={busy}
        aria-busy={busy}
        data-testid="my-location"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a1 1 0 0 1 1 1v1.06A8 8 0 0 1 19.94 11H21a1 1 0 1 1 0 2h-1.06A8 8 0 0 1 13 19.94V21a1 1 0 1 1-2 0v-1.06A8 8 0 0 1 4.06 13H3a1 1 0 1 1 0-2h1.06A8 8 0 0 1 11 4.06V3a1 1 0 0 1 1-1Zm0 4a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm0 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z"
          />
        </svg>
        {busy ? t('address.myLocation.finding') : t('address.myLocation.use')}
      </button>
      {problem && (
        <p className="delivery-problem" role="alert" data-testid="my-location-problem">
          {t(MESSAGE[problem])}
        </p>
      )}
    </div>
  );
}
