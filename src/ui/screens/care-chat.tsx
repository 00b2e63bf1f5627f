// The customer-care chat widget (SPEC.md §1: on the information page 'zabota-o-klientah' only):
// the vendor's script from settings.care_chat, loaded when the page shows and taken away with
// everything it added to the page when the customer leaves. A script that fails to load changes
// nothing else (the page stays as it is).
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../store-context.tsx';

export const CARE_CHAT_PAGE = 'zabota-o-klientah';

/** Only the shop's own paths and https addresses load (never javascript: or data:). */
function scriptAddress(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.protocol === 'https:' || parsed.origin === window.location.origin)
      return parsed.href;
  } catch {
    /* not an address */
  }
  return null;
}

export const CareChat = observer(function CareChat() {
  const chat = useStores().settings.settings?.care_chat;
  const src = chat ? scriptAddress(chat.script_url) : null;
  const attributes = JSON.stringify(chat?.attributes ?? {});
  useEffect(() => {
    if (!src) return;
    // What the widget adds to <body> while it is here goes when the page does.
    const added: Node[] = [];
    const watcher = new MutationObserver((records) =>
      records.forEach((r) => r.addedNodes.forEach((n) => added.push(n))),
    );
    watcher.observe(document.body, { childList: true });
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.careChat = '';
    for (const [name, value] of Object.entries(JSON.parse(attributes) as Record<string, string>))
      if (/^[a-z][a-z0-9-]*$/i.test(name) && !/^on/i.test(name)) script.setAttribute(name, value);
    script.onerror = () => console.warn('care chat failed to load', src);
    document.body.appendChild(script);
    return () => {
      watcher.disconnect();
      script.remove();
      for (const node of added)
        if (node.parentNode === document.body) document.body.removeChild(node);
    };
  }, [src, attributes]);
  return null;
});
