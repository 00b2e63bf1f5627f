// The element every screen renders in. On the website a plain element; inside Telegram the
// telegram-ui kit's AppRoot with its stylesheet, loaded before the first render by loadHostUiRoot
// so that neither the website's home page nor any of its screens downloads a byte of the kit
// (`npm run size` checks it).
import type { ComponentType, ReactNode } from 'react';
import type { Platform } from './platform.ts';

export interface HostUiRootProps {
  appearance: 'light' | 'dark';
  platform: 'ios' | 'base';
  className?: string;
  children: ReactNode;
}

let KitRoot: ComponentType<HostUiRootProps> | null = null;

/** Inside Telegram: loads the kit's root. A failed load leaves the plain root (the app still works). */
export async function loadHostUiRoot(platform: Pick<Platform, 'kind'>): Promise<void> {
  if (platform.kind !== 'telegram' || KitRoot) return;
  try {
    KitRoot = (await import('./telegram/telegram-ui-root.tsx')).TelegramUiRoot;
  } catch (error) {
    console.warn('[telegram] UI kit not loaded: plain root', error);
  }
}

export function HostUiRoot(props: HostUiRootProps) {
  if (KitRoot) return <KitRoot {...props} />;
  return (
    <div className={props.className} data-appearance={props.appearance}>
      {props.children}
    </div>
  );
}
