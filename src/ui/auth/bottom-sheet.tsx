// A small accessible modal that rises from the bottom on phones and centres on wide screens:
// role="dialog" + aria-modal, closes on Escape and on the backdrop, keeps Tab inside, and gives
// focus back to what opened it (components/modal.tsx's DialogFrame, in the sign-in's look).
import { DialogFrame } from '../components/modal.tsx';

export function BottomSheet(props: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  testId?: string;
}) {
  return <DialogFrame look="auth" initialFocus="field" {...props} />;
}
