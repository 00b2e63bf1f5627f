// The product: photos, description, options, add-ons, related products, and the add button.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../use-translation.ts';
import type { Product, ProductVariation } from '../../domain/model.ts';
import { addedCharge, type CartOption, type CartSupplement } from '../../domain/cart-price.ts';
import { defaultOptions, optionProblems } from '../../domain/product-options.ts';
import { lineFromProduct } from '../../domain/cart-rules.ts';
import { defaultVariation, isVariable } from '../../domain/product-variations.ts';
import { useStores } from '../store-context.tsx';
import { useMoney } from '../use-money.ts';
import { CloseIcon } from '../components/icons.tsx';
import { useDialog } from '../components/use-dialog.ts';
import { SafeHtml } from '../components/safe-html.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { OptionGroups } from './option-groups.tsx';
import { VariationGroups } from './variation-groups.tsx';
import { AddonList } from './addon-list.tsx';
import { caloriesContext } from '../../domain/calories.ts';
import { RelatedList } from './related-list.tsx';
import { ProductSeo } from '../seo/product-seo.tsx';
import { problemText } from './problem-text.ts';
import { ShareButton } from '../components/share-button.tsx';
import './product.css';

const ProductModal = observer(function ProductModal({
  product,
  onClose,
}: {
  product: Product;
  onClose: () => void;
}) {
  const store = useStores();
  const money = useMoney();
  const { t } = useTranslation();
  const [options, setOptions] = useState<CartOption[]>(() => defaultOptions(product.attributes));
  const [variation, setVariation] = useState<ProductVariation | null>(() =>
    defaultVariation(product),
  );
  const [addons, setAddons] = useState<CartSupplement[]>([]);
  const [count, setCount] = useState(1);
  const [showProblems, setShowProblems] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const { backdrop } = useDialog(dialog, onClose);
  // The shop's analytics (when accepted): a product view.
  useEffect(() => store.analytics?.detail(product), [store, product]);
  const problems = optionProblems(product.attributes, options);
  const choice = { options, supplements: addons, variationId: variation?.id ?? null };
  // What the cart will charge for this, by the cart's own functions: the same line, the cart's
  // free add-ons, the combo discount and the кг rule (lineTotal), rounded as the cart rounds.
  const total = addedCharge(
    store.cart.lines,
    lineFromProduct(product, choice, count),
    store.cart.addonRule,
  );
  const soldOut = !product.in_stock || (isVariable(product) && !variation?.in_stock);
  const buyDisabled = store.settings.settings?.product_disable_buy || soldOut;
  const add = () => {
    if (problems.length > 0) {
      setShowProblems(true);
      store.platform.haptics.notify('warning');
      return;
    }
    if (store.cart.add(product, choice, count)) onClose();
  };
  return (
    <div className="sheet-backdrop" {...backdrop}>
      <div
        ref={dialog}
        className="sheet product-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="product-title"
        tabIndex={-1}
        data-testid="product-modal"
      >
        <ProductSeo product={product} />
        <button
          type="button"
          className="sheet__close"
          onClick={onClose}
          aria-label={t('common.close')}
        >
          <CloseIcon />
        </button>
        <ShareButton target={{ product: product.id }} name={product.name} />
        <div className="sheet__scroll">
          <ProductGallery product={product} />
          <div className="product-modal__body">
            <h2 id="product-title" className="product-modal__title">
              {product.name}
            </h2>
            <p className="product-modal__meta">
              {[
                product.weight,
                product.calories
                  ? t('product.kcal', {
                      value: product.calories,
                      context: caloriesContext(product.measure_unit),
                    })
                  : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {product.description && (
              <SafeHtml className="product-modal__description" html={product.description} />
            )}
            <VariationGroups product={product} chosen={variation} onChange={setVariation} />
            <OptionGroups
              attributes={product.attributes}
              chosen={options}
              onChange={setOptions}
              problems={showProblems ? problems : []}
            />
            <AddonList ids={product.supplements} chosen={addons} onChange={setAddons} />
            {showProblems && problems.length > 0 && (
              <p className="product-modal__error" role="alert">
                {problemText(t, problems[0]!)}
              </p>
            )}
            <RelatedList ids={product.related_ids} />
          </div>
        </div>
        <div className="sheet__footer product-modal__footer">
          <div className="stepper" aria-label={t('product.quantity')}>
            <button
              type="button"
              onClick={() => setCount((c) => Math.max(1, c - 1))}
              aria-label={t('product.less')}
              disabled={count <= 1}
            >
              −
            </button>
            <span data-testid="product-count">{count}</span>
            <button
              type="button"
              onClick={() => setCount((c) => Math.min(99, c + 1))}
              aria-label={t('product.more')}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="btn btn--primary product-modal__add"
            onClick={add}
            disabled={buyDisabled}
            data-testid="product-add"
          >
            {buyDisabled ? t('product.unavailable') : t('product.addFor', { price: money(total) })}
          </button>
        </div>
      </div>
    </div>
  );
});

export default ProductModal;
