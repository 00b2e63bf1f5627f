// The states every account list goes through: loading, failed (components/load-failed.tsx), empty.
import { Link } from 'react-router-dom';

export function LkLoading() {
  return (
    <div className="lk-loading" aria-busy="true">
      <div className="skeleton__bar lk-loading__bar" />
      <div className="skeleton__bar lk-loading__bar" />
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
