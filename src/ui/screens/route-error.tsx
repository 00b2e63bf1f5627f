// A route that throws or does not match: the not-found screen, never a white page (SPEC.md §8).
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import NotFoundScreen from './not-found-screen.tsx';

export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  if (!isRouteErrorResponse(error) || error.status !== 404) console.error('route failed', error);
  return (
    <div className="layout layout--default">
      <main className="layout__main">
        <NotFoundScreen message={`Page Not Found: ${location.pathname}`} />
      </main>
    </div>
  );
}
