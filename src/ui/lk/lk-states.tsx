// The three states every account list goes through: loading, failed (with a retry), empty.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function LkLoading() {
  return (
    <div className="lk-loading" aria-busy="true">
      <div className="skeleton__bar lk-loading__bar" />
      <div className="skeleton__bar lk-loading__bar" />
    </div>
  );
}

export function LkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" role="alert">
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

export function LkEmpty({
  art,
  text,
  link,
}: {
  art: string;
  text: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="empty-state" data-testid="lk-empty">
      <span className="empty-state__art" aria-hidden="true">
        {art}
      </span>
      <p>{text}</p>
      {link && (
        <Link to={link.to} className="btn btn--primary">
          {link.label}
        </Link>
      )}
    </div>
  );
}
