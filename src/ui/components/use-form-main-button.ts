// Inside Telegram a modal form's primary action is the MainButton (ARCHITECTURE.md): its text, its
// progress while sending, and a press that submits the form the way its own button would (the
// form's onSubmit runs, so validation and the first problem's focus are the same). Returns whether
// the host took the action, so the form hides its in-page button then.
import { useEffect, useRef, type RefObject } from 'react';
import type { MainButton } from '../../../adapters/platform.ts';

export function useFormMainButton(
  main: MainButton | null,
  form: RefObject<HTMLFormElement | null>,
  state: { text: string; visible: boolean; loading: boolean },
): boolean {
  const { text, visible, loading } = state;
  const busy = useRef(loading);
  busy.current = loading;

  useEffect(() => {
    main?.set({ text, visible, enabled: !loading, loading });
  }, [main, text, visible, loading]);

  useEffect(() => {
    if (!main) return;
    const stop = main.onClick(() => {
      if (!busy.current) form.current?.requestSubmit();
    });
    return () => {
      stop();
      main.set({ text: '', visible: false, enabled: false, loading: false });
    };
  }, [main, form]);

  return main !== null;
}
