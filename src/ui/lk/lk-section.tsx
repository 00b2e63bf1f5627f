// /lk/{section}: each section titled by its own name (SPEC.md §2).
import { useParams } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { Page } from '../components/page.tsx';

export default function LkSection() {
  const { t } = useTranslation();
  const { section = '' } = useParams();
  return (
    <Page title={t(`lk.sections.${section}`)}>
      <p className="page__lead">{t('lk.comingSoon')}</p>
    </Page>
  );
}
