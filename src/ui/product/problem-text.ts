// The customer-facing message for a broken option rule.
import type { TFunction } from 'i18next';
import type { OptionProblem } from '../../domain/product-options.ts';

export function problemText(t: TFunction, p: OptionProblem): string {
  if (p.kind === 'required') return t('product.optionRequired', { name: p.attribute });
  if (p.kind === 'too-few') return t('product.optionTooFew', { name: p.attribute, count: p.min });
  return t('product.optionTooMany', { name: p.attribute, count: p.max });
}
