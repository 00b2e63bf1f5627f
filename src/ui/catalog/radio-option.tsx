// One choice of a radio group in the catalogue's sheets (sort, view, page type): the sheet opens
// with focus on the current one where `focus` says so.
import type { ReactNode } from 'react';

export function RadioOption(props: {
  name: string;
  value?: string;
  checked: boolean;
  onPick: () => void;
  focus?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="filters-option">
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onPick}
        data-autofocus={props.focus && props.checked ? '' : undefined}
      />
      <span>{props.children}</span>
    </label>
  );
}
