// One choice of a radio group in the catalogue's sheets (sort, view, page type): the sheet opens
// with focus on the current one where `focus` says so.
import type { ReactNode } from 'react';
import { ChoiceField } from '../components/choice-field.tsx';

export function RadioOption(props: {
  name: string;
  value?: string;
  checked: boolean;
  onPick: () => void;
  focus?: boolean;
  children: ReactNode;
}) {
  const { onPick, focus, ...choice } = props;
  return (
    <ChoiceField
      type="radio"
      className="filters-option"
      onCheck={onPick}
      autofocus={focus}
      {...choice}
    />
  );
}
