// A decorative square picture from the shop's server (a path as the API gives it): a logo, a
// popup's image, a product's thumbnail. Nothing when there is no picture.
import { useStores } from '../store-context.tsx';

export function ShopImage({
  path,
  size,
  lazy = false,
  className,
}: {
  path: string | null | undefined;
  size: number;
  lazy?: boolean;
  className?: string;
}) {
  const store = useStores();
  if (!path) return null;
  return (
    <img
      className={className}
      src={store.api.client.url(path)}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
