// Flat or office, entrance, floor, intercom and a note for the courier — or 'Частный дом', which
// takes the first four away (issue 12 item 1). One component for the address sheet, checkout and
// the account's address book; the rules are domain/address-details.ts.
import { useId } from 'react';
import { useTranslation } from '../use-translation.ts';
import {
  BUILDING_FIELDS,
  DETAIL_MAX,
  type AddressDetails,
  type DetailField,
  type DetailProblem,
} from '../../domain/address-details.ts';
import { ChoiceField } from '../components/choice-field.tsx';
import './address-sheet.css';

interface Props {
  value: AddressDetails;
  onChange: (patch: Partial<AddressDetails>) => void;
  /** Problems to show now (after a first try). */
  problems?: Partial<Record<DetailField, DetailProblem>>;
  /** Where the test ids start ('checkout', 'sheet', 'lk'). */
  testPrefix: string;
}

const AUTOCOMPLETE: Partial<Record<DetailField, string>> = { flat: 'address-line2' };
const NUMERIC: DetailField[] = ['entrance', 'floor'];

export function AddressDetailsFields({ value, onChange, problems = {}, testPrefix }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: DetailField) => {
    const problem = problems[name];
    const errorId = `${id}-${name}-error`;
    return (
      <label className={`address-details__field address-details__field--${name}`} key={name}>
        <span className="address-details__label">{t(`address.fields.${name}`)}</span>
        {name === 'comment' ? (
          <textarea
            value={value.comment}
            onChange={(e) => onChange({ comment: e.target.value })}
            maxLength={DETAIL_MAX.comment}
            rows={2}
            placeholder={t('address.placeholders.comment')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            data-testid={`${testPrefix}-detail-comment`}
          />
        ) : (
          <input
            value={value[name]}
            onChange={(e) => onChange({ [name]: e.target.value })}
            maxLength={DETAIL_MAX[name]}
            inputMode={NUMERIC.includes(name) ? 'numeric' : undefined}
            autoComplete={AUTOCOMPLETE[name] ?? 'off'}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            data-testid={`${testPrefix}-detail-${name}`}
          />
        )}
        {problem && (
          <span className="address-details__error" id={errorId} role="alert">
            {t(`address.problems.${problem}`)}
          </span>
        )}
      </label>
    );
  };
  return (
    <fieldset className="address-details">
      <legend className="address-details__legend">{t('address.detailsTitle')}</legend>
      <CheckField
        checked={value.privateHouse}
        onCheck={(privateHouse) => onChange({ privateHouse })}
        text={t('address.privateHouse')}
        testId={`${testPrefix}-detail-private-house`}
      />
      {!value.privateHouse && (
        <div className="address-details__grid">{BUILDING_FIELDS.map(field)}</div>
      )}
      {field('comment')}
    </fieldset>
  );
}

/** A checkbox with its words, as every address form draws one ('Частный дом', 'По умолчанию'). */
export function CheckField(props: {
  checked: boolean;
  onCheck: (checked: boolean) => void;
  text: string;
  testId: string;
}) {
  const { text, ...choice } = props;
  return (
    <ChoiceField type="checkbox" className="address-details__house" {...choice}>
      {text}
    </ChoiceField>
  );
}
