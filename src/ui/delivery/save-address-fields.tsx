// 'Сохранить адрес' for a signed-in customer: a name for it ('Дом') — 'Укажите название адреса'
// when missing (SPEC.md §5) — and whether it is the default one, preselected next time.
import { useId } from 'react';
import { useTranslation } from '../use-translation.ts';
import { CheckField } from './address-details-fields.tsx';

export interface SaveChoice {
  on: boolean;
  name: string;
  isDefault: boolean;
}

interface Props {
  value: SaveChoice;
  onChange: (patch: Partial<SaveChoice>) => void;
  nameProblem: boolean;
}

export function SaveAddressFields({ value, onChange, nameProblem }: Props) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <div className="save-address">
      <CheckField
        checked={value.on}
        onCheck={(on) => onChange({ on })}
        text={t('address.save.toggle')}
        testId="address-save-toggle"
      />
      {value.on && (
        <>
          <label className="address-details__field">
            <span className="address-details__label">{t('address.save.name')}</span>
            <input
              value={value.name}
              onChange={(e) => onChange({ name: e.target.value })}
              maxLength={60}
              placeholder={t('address.save.namePlaceholder')}
              aria-invalid={nameProblem || undefined}
              aria-describedby={nameProblem ? errorId : undefined}
              data-testid="address-save-name"
            />
            {nameProblem && (
              <span className="address-details__error" id={errorId} role="alert">
                {t('address.problems.name-required')}
              </span>
            )}
          </label>
          <CheckField
            checked={value.isDefault}
            onCheck={(isDefault) => onChange({ isDefault })}
            text={t('address.save.default')}
            testId="address-save-default"
          />
        </>
      )}
    </div>
  );
}
