// SPEC.md §2: 'Страница не найдена' with an illustration and 'На главную' → '/'.
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { DocumentTitle, Meta } from '../components/head.tsx';
import { useHttpStatus } from '../render-status.ts';

export default function NotFoundScreen({ message }: { message?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  useHttpStatus(404);
  return (
    <section className="not-found" data-testid="not-found">
      <DocumentTitle title={t('notFound.title')} />
      <Meta name="robots" content="noindex" />
      <svg className="not-found__art" viewBox="0 0 200 140" role="img" aria-label="404">
        <ellipse cx="100" cy="118" rx="70" ry="10" fill="currentColor" opacity=".08" />
        <circle
          cx="100"
          cy="70"
          r="48"
          fill="var(--brand-soft)"
          stroke="var(--brand)"
          strokeWidth="4"
        />
        <circle
          cx="100"
          cy="70"
          r="32"
          fill="none"
          stroke="var(--brand)"
          strokeOpacity=".35"
          strokeWidth="3"
        />
        <text x="100" y="80" textAnchor="middle" fontSize="30" fontWeight="800" fill="var(--brand)">
          404
        </text>
        <path
          d="M36 30v22a5 5 0 0 0 10 0V30M41 30v80"
          stroke="var(--text-secondary)"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
        <path
          d="M166 30c-7 4-9 14-9 24h9v56"
          stroke="var(--text-secondary)"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </svg>
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="not-found__text">
        {message ?? t('notFound.path', { path: location.pathname })}
      </p>
      <Link to="/" className="btn btn--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
