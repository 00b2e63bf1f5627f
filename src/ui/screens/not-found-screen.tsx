// SPEC.md §2: 'Страница не найдена' with an illustration and 'На главную' → '/'.
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { DocumentTitle, Meta } from '../components/head.tsx';
import { useHttpStatus } from '../render-status.ts';
import { PlateArt } from '../components/icons.tsx';

export default function NotFoundScreen({ message }: { message?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  useHttpStatus(404);
  return (
    <section className="not-found" data-testid="not-found">
      <DocumentTitle title={t('notFound.title')} />
      <Meta name="robots" content="noindex" />
      <PlateArt className="not-found__art" label="404" />
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
