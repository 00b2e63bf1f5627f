// The states every account list goes through: loading, failed (components/load-failed.tsx), empty.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../components/load-failed.tsx';
import type { Loaded } from './use-load.ts';
import { useStores } from '../store-context.tsx';
import plate from '@lobehub/fluent-emoji-3d/assets/1f37d-fe0f.webp';
import basket from '@lobehub/fluent-emoji-3d/assets/1f9fa.webp';

/**
 * The picture of an empty list of what the shop sells (orders, favourites): a plate with its
 * cutlery for a restaurant's dishes, a basket for a grocery's goods (page-type.ts wordingContext).
 */
export function useShopArt(): string {
  return useStores().settings.wording === 'goods' ? basket : plate;
}

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
  testId = 'lk-empty',
}: {
  /** A picture's URL: Fluent Emoji 3D, the art the dishes have. A system emoji looks different on
   *  each platform, and is an empty box where there is no emoji font. */
  art: string;
  text: string;
  link?: { to: string; label: string };
  testId?: string;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      <img className="empty-state__art" src={art} alt="" width={72} height={72} />
      <p>{text}</p>
      {link && (
        <Link to={link.to} className="btn btn--primary">
          {link.label}
        </Link>
      )}
    </div>
  );
}

/** A skeleton while loading, a retry when it failed, else what `ready` draws. Called in the
 *  screen's own render (not a component), so the observer screen still tracks what it reads. */
export function whenLoaded<T>(
  state: Loaded<T>,
  reload: () => void,
  ready: (data: T) => ReactNode,
): ReactNode {
  if (state.status === 'loading') return <LkLoading />;
  if (state.status === 'failed') return <LoadFailed onRetry={reload} />;
  return ready(state.data);
}

/** A loaded list: its empty state, or a card list drawing each entry (a keyed item). */
export function loadedList<T>(
  state: Loaded<T[]>,
  reload: () => void,
  list: { empty: ReactNode; testId: string; item: (entry: T) => ReactNode },
): ReactNode {
  return whenLoaded(state, reload, (data) =>
    data.length === 0 ? (
      list.empty
    ) : (
      <ul className="card-list" data-testid={list.testId}>
        {data.map((entry) => list.item(entry))}
      </ul>
    ),
  );
}
