// What a product tile (product-card.tsx) and a menu row (catalog/product-row.tsx) share: the article
// named by the product, the link that opens it by ?product_id=, its photo (or the plate when it has
// none), and the foot with the price, the old price and the cart control.
import { observer } from 'mobx-react-lite';
import type { Product } from '../../domain/model.ts';
import { useStores } from '../store-context.tsx';
import { useMoney } from '../use-money.ts';
import { PlateArt } from './icons.tsx';
import { CartControls } from '../cart/cart-controls.tsx';
import { IN_APP } from '../navigation/in-app-links.ts';
import { useProductHref } from '../navigation/product-links.tsx';

export const ProductFrame = observer(function ProductFrame({
  product,
  block,
  className,
  price,
  oldPrice,
  priceClassName,
  priceTestId,
  aside,
  children,
}: {
  product: Product;
  /** The BEM block of the link and the foot: 'product-card' → product-card__link, __footer. */
  block: string;
  className: string;
  price: React.ReactNode;
  oldPrice: number | null;
  priceClassName: string;
  priceTestId?: string;
  /** Between the link and the foot (the favourite button). */
  aside?: React.ReactNode;
  /** Inside the link. */
  children: React.ReactNode;
}) {
  const href = useProductHref(product.id);
  const money = useMoney();
  return (
    <article
      className={className}
      aria-label={product.name}
      data-testid="product-card"
      data-product-id={product.id}
    >
      <a href={href} className={`${block}__link`} aria-label={product.name} {...IN_APP}>
        {children}
      </a>
      {aside}
      <div className={`${block}__footer`}>
        <span className={priceClassName} data-testid={priceTestId}>
          {price}
          {oldPrice !== null && <s className="product-card__old">{money(oldPrice)}</s>}
        </span>
        <CartControls product={product} />
      </div>
    </article>
  );
});

/** The product's first photo at `size` px, or the plate drawing at `plate` px. */
export function ProductPhoto({
  product,
  size,
  plate,
  img,
}: {
  product: Product;
  size: number;
  plate: number;
  /** Loading hints. */
  img: React.ImgHTMLAttributes<HTMLImageElement>;
}) {
  const store = useStores();
  const image = product.images[0];
  if (!image) return <PlateArt size={plate} />;
  return <img src={store.api.client.url(image)} alt="" width={size} height={size} {...img} />;
}
