// A radio group's choices in the catalogue's sheets (sort, view, page type): one per value, the
// current one checked (and focused when the sheet opens, where `focus` says so).
import type { ReactNode } from 'react';
import { ChoiceField } from '../components/choice-field.tsx';

export function RadioOptions<V extends string>(props: {
  name: string;
  values: readonly V[];
  current: V | null;
  onPick: (value: V) => void;
  focus?: boolean;
  label: (value: V) => ReactNode;
}) {
  return (
    <>
      {props.values.map((v) => (
        <ChoiceField
          key={v}
          type="radio"
          className="filters-option"
          name={props.name}
          value={v}
          checked={props.current === v}
          onCheck={() => props.onPick(v)}
          autofocus={props.focus}
        >
          {props.label(v)}
        </ChoiceField>
      ))}
    </>
  );
}
