// A tile of a tile grid (categories, brands): its picture, its name and, for a brand, a hint.
import { Link } from 'react-router-dom';
import { useStores } from '../store-context.tsx';

export function Tile({
  to,
  image,
  name,
  hint,
  testId,
}: {
  to: string;
  image: string | null | undefined;
  name: string;
  /** Shown when given, even empty (a brand's description). */
  hint?: string;
  testId?: string;
}) {
  const store = useStores();
  return (
    <Link to={to} className="tile" data-testid={testId}>
      {image && (
        <img src={store.api.client.url(image)} alt="" width={64} height={64} loading="lazy" />
      )}
      <strong>{name}</strong>
      {hint !== undefined && <span className="tile__hint">{hint}</span>}
    </Link>
  );
}
