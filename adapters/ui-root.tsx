// The telegram-ui kit's root (theme tokens for its components), kept behind adapters/ with the
// other @telegram-apps packages so src/ names no Telegram package.
import { AppRoot } from '@telegram-apps/telegram-ui';
import '@telegram-apps/telegram-ui/dist/styles.css';

export function HostUiRoot(props: {
  appearance: 'light' | 'dark';
  platform: 'ios' | 'base';
  className?: string;
  children: React.ReactNode;
}) {
  return <AppRoot {...props} />;
}
