// Option groups of a product: radio buttons for single-choice groups, checkboxes otherwise.
import { useTranslation } from '../use-translation.ts';
import { observer } from 'mobx-react-lite';
import type { ProductAttribute } from '../../domain/model.ts';
import type { CartOption } from '../../domain/cart-price.ts';
import { isSingleChoice, toggleOption, type OptionProblem } from '../../domain/product-options.ts';
import { useStores } from '../store-context.tsx';
import { useMoney } from '../use-money.ts';

interface Props {
  attributes: ProductAttribute[];
  chosen: CartOption[];
  onChange: (next: CartOption[]) => void;
  problems: OptionProblem[];
}

export const OptionGroups = observer(function OptionGroups({
  attributes,
  chosen,
  onChange,
  problems,
}: Props) {
  const store = useStores();
  const money = useMoney();
  const { t } = useTranslation();
  return (
    <>
      {attributes.map((a) => {
        const single = isSingleChoice(a);
        const broken = problems.some((p) => p.attribute === a.name);
        const hint = a.required
          ? t('product.required')
          : a.max > 1
            ? t('product.upTo', { count: a.max })
            : t('product.optional');
        return (
          <fieldset key={a.id} className={`option-group${broken ? ' option-group--error' : ''}`}>
            <legend>
              {a.name} <span className="option-group__hint">{hint}</span>
            </legend>
            {single && !a.required && (
              // An optional single choice can be taken back: a radio button alone cannot.
              <label className="option">
                <input
                  type="radio"
                  name={`attr-${a.id}`}
                  checked={!chosen.some((c) => c.attributeId === a.id)}
                  onChange={() => {
                    store.platform.haptics.selection();
                    onChange(chosen.filter((c) => c.attributeId !== a.id));
                  }}
                />
                <span className="option__name">{t('product.noChoice')}</span>
              </label>
            )}
            {a.options.map((o) => {
              const checked = chosen.some((c) => c.attributeId === a.id && c.optionId === o.id);
              return (
                <label key={o.id} className="option">
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`attr-${a.id}`}
                    checked={checked}
                    onChange={() => {
                      store.platform.haptics.selection();
                      onChange(
                        toggleOption(attributes, chosen, { attributeId: a.id, optionId: o.id }),
                      );
                    }}
                  />
                  <span className="option__name">{o.name}</span>
                  {o.price > 0 && <span className="option__price">+{money(o.price)}</span>}
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
});
