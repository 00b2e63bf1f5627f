// /lk: signed-in only. Anonymous → '/', unknown section → 404 (SPEC.md §2).
import { Suspense, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { LK_CHILDREN, lkAccess } from '../../domain/routes-rules.ts';
import NotFoundScreen from '../screens/not-found-screen.tsx';
import { ScreenSkeleton } from '../components/skeleton.tsx';
import { useChipInView } from '../components/use-chip-in-view.ts';

const LkLayout = observer(function LkLayout() {
  const store = useStores();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const access = lkAccess(pathname, store.user.signedIn);
  // The section open (NavLink marks it) stays in view in the row, once the row is drawn.
  useChipInView(nav, access === 'allow' ? `[aria-current="page"][href="${pathname}"]` : null);
  // Inside Telegram the sign-in from initData may still be on its way: wait, do not send home.
  if (access === 'redirect-home' && store.user.signingIn) return <ScreenSkeleton />;
  if (access === 'redirect-home') return <Navigate to="/" replace />;
  if (access === 'not-found') return <NotFoundScreen />;
  return (
    <div className="lk">
      <nav ref={nav} className="lk__nav" aria-label={t('lk.menu')}>
        <NavLink to="/lk" end className="chip">
          {t('lk.sections.profile')}
        </NavLink>
        {LK_CHILDREN.map((s) => (
          <NavLink key={s} to={`/lk/${s}`} className="chip">
            {t(`lk.sections.${s}`)}
          </NavLink>
        ))}
      </nav>
      <div className="lk__body">
        <Suspense fallback={<ScreenSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
});

export default LkLayout;
