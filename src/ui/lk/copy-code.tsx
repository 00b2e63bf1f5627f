// A promo code the customer can copy with one tap.
import { useState } from 'react';
import { useTranslation } from '../use-translation.ts';

export function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <span className="lk-code">
      <code className="lk-code__value" data-testid="promo-code">
        {code}
      </code>
      <button type="button" className="auth-link" onClick={() => void copy()}>
        {copied ? t('lk.copied') : t('lk.copy')}
      </button>
    </span>
  );
}
