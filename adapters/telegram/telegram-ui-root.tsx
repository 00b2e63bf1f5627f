// The telegram-ui kit's root (theme tokens for its components) and stylesheet: loaded inside
// Telegram only, by adapters/ui-root.tsx, so the website never downloads them.
import { AppRoot } from '@telegram-apps/telegram-ui';
import '@telegram-apps/telegram-ui/dist/styles.css';
import type { HostUiRootProps } from '../ui-root.tsx';

export function TelegramUiRoot(props: HostUiRootProps) {
  return <AppRoot {...props} />;
}
