// A checkbox or a radio with its words after it: the address forms' toggles ('Частный дом',
// 'По умолчанию') and the catalogue sheets' choices (sort, view, page type).
import type { ReactNode } from 'react';

export function ChoiceField(props: {
  type: 'checkbox' | 'radio';
  className: string;
  name?: string;
  value?: string;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  /** The sheet opens with focus here (when checked). */
  autofocus?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <label className={props.className}>
      <input
        type={props.type}
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={(e) => props.onCheck(e.target.checked)}
        data-autofocus={props.autofocus && props.checked ? '' : undefined}
        data-testid={props.testId}
      />
      <span>{props.children}</span>
    </label>
  );
}
