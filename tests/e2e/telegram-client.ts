// The Telegram client's side of the Mini Apps protocol, as plain JavaScript text run in a page: it
// records every event the app posts and answers the requests a real client answers. One client,
// two transports: window.TelegramWebviewProxy on phones and desktop (telegram-env.ts), and the
// parent page of Telegram's web clients, speaking postMessage (telegram-web.ts).
//
// A test steers it through window.__tgClient: `config` says how the user answers (popups,
// location, fullscreen), `cloud` is the user's CloudStorage, `events` what the app sent.

export interface FakeClientConfig {
  /** The popup button the user presses (web_app_open_popup), or null to dismiss it. */
  popupButton?: string | null;
  /** What Telegram's location manager gives; null: the user refuses access. */
  location?: { latitude: number; longitude: number } | null;
  /** Whether the client goes fullscreen when asked. */
  fullscreen?: boolean;
  /** Insets Telegram reports in fullscreen: the device's and its own header buttons'. */
  safeArea?: { top: number; bottom: number; left: number; right: number };
  contentSafeArea?: { top: number; bottom: number; left: number; right: number };
  /** What the user does with an invoice (web_app_open_invoice): pays it, or closes it. */
  invoice?: 'pay' | 'cancel';
  /**
   * Telegram's payment servers: the demo's fake Bot API (server/telegram/fake-bot-api.ts), which
   * asks the bot's webhook the pre-checkout question and sends it the successful payment.
   */
  paymentServer?: string;
}

/**
 * Defines window.__tgClient in the page it runs in. `send(type, data)` is the transport back to
 * the app; it is filled in by the host script.
 */
export const FAKE_CLIENT_SOURCE = `
(() => {
  const zero = { top: 0, bottom: 0, left: 0, right: 0 };
  const client = {
    events: [],
    config: { popupButton: null, location: null, fullscreen: false, safeArea: zero, contentSafeArea: zero },
    cloud: {},
    fullscreen: false,
    send: () => {},
    reply(type, data) {
      setTimeout(() => client.send(type, data), 0);
    },
    insets() {
      const c = client.config;
      return client.fullscreen
        ? { safe: c.safeArea || zero, content: c.contentSafeArea || zero }
        : { safe: zero, content: zero };
    },
    receive(type, data) {
      client.events.push({ type, data });
      const c = client.config;
      switch (type) {
        case 'web_app_request_viewport':
          return client.reply('viewport_changed', { height: innerHeight, width: innerWidth, is_expanded: true, is_state_stable: true });
        case 'web_app_request_safe_area':
          return client.reply('safe_area_changed', client.insets().safe);
        case 'web_app_request_content_safe_area':
          return client.reply('content_safe_area_changed', client.insets().content);
        case 'web_app_request_fullscreen':
          if (!c.fullscreen) return client.reply('fullscreen_failed', { error: 'UNSUPPORTED' });
          client.fullscreen = true;
          client.reply('fullscreen_changed', { is_fullscreen: true });
          client.reply('safe_area_changed', client.insets().safe);
          return client.reply('content_safe_area_changed', client.insets().content);
        case 'web_app_exit_fullscreen':
          client.fullscreen = false;
          client.reply('fullscreen_changed', { is_fullscreen: false });
          client.reply('safe_area_changed', zero);
          return client.reply('content_safe_area_changed', zero);
        case 'web_app_open_popup':
          return client.reply('popup_closed', c.popupButton ? { button_id: c.popupButton } : {});
        case 'web_app_check_location':
          return client.reply('location_checked', {
            available: true,
            access_requested: client.locationAsked === true,
            access_granted: client.locationAsked === true && c.location !== null,
          });
        case 'web_app_request_location':
          client.locationAsked = true;
          return client.reply(
            'location_requested',
            c.location
              ? { available: true, latitude: c.location.latitude, longitude: c.location.longitude, altitude: null, course: null, speed: null, horizontal_accuracy: 20, vertical_accuracy: null, course_accuracy: null, speed_accuracy: null }
              : { available: false },
          );
        case 'web_app_invoke_custom_method':
          return client.cloudMethod(data || {});
        case 'web_app_open_invoice':
          return client.invoice((data || {}).slug);
      }
    },
    async invoice(slug) {
      const c = client.config;
      client.invoices = (client.invoices || []).concat(slug);
      if (c.invoice !== 'pay') return client.reply('invoice_closed', { slug, status: 'cancelled' });
      const server = c.paymentServer || location.origin + '/api/dev/telegram-bot-api';
      try {
        const res = await fetch(server + '/client/pay', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ slug }),
        });
        const answer = await res.json();
        client.reply('invoice_closed', { slug, status: answer.status === 'paid' ? 'paid' : 'failed' });
      } catch (error) {
        client.reply('invoice_closed', { slug, status: 'failed' });
      }
    },
    // CloudStorage as the client keeps it for the user and the bot: the answers are the protocol's
    // (custom_method_invoked with the request's req_id, and a result or an error text). The SDK reads
    // getStorageValues' result as an object of strings ('' for a key never written),
    // getStorageKeys' as a list of strings, and throws an error's text. The limits are Telegram's:
    // keys 1-128 of A-Z a-z 0-9 _ -, values up to 4096 characters, 1024 keys. The storage is this
    // page's own (client.cloud), or the test's, shared by every page of the same user (two devices),
    // when the test exposes window.__tgCloudShared (telegram-cloud.ts).
    async cloudMethod({ req_id, method, params }) {
      const p = params || {};
      const answer = (result) => client.reply('custom_method_invoked', { req_id, result });
      const fail = (error) => client.reply('custom_method_invoked', { req_id, error });
      const shared = window.__tgCloudShared;
      const store = shared
        ? { all: () => shared('all'), set: (k, v) => shared('set', k, v), remove: (k) => shared('delete', k) }
        : {
            all: async () => ({ ...client.cloud }),
            set: async (k, v) => void (client.cloud[k] = v),
            remove: async (k) => void delete client.cloud[k],
          };
      const isKey = (k) => typeof k === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(k);
      const keys = Array.isArray(p.keys) ? p.keys : null;
      switch (method) {
        case 'getStorageValues': {
          if (!keys || !keys.every(isKey)) return fail('STORAGE_KEY_INVALID');
          const all = await store.all();
          const out = {};
          for (const k of keys) out[k] = k in all ? all[k] : '';
          return answer(out);
        }
        case 'saveStorageValue': {
          if (!isKey(p.key)) return fail('STORAGE_KEY_INVALID');
          if (typeof p.value !== 'string' || p.value.length > 4096) return fail('STORAGE_VALUE_INVALID');
          const all = await store.all();
          if (!(p.key in all) && Object.keys(all).length >= 1024) return fail('STORAGE_KEYS_TOO_MANY');
          await store.set(p.key, p.value);
          return answer(true);
        }
        case 'deleteStorageValues': {
          if (!keys || !keys.every(isKey)) return fail('STORAGE_KEY_INVALID');
          for (const k of keys) await store.remove(k);
          return answer(true);
        }
        case 'getStorageKeys':
          return answer(Object.keys(await store.all()));
        // Other custom methods (getRequestedContact) are answered by the test that plays them.
      }
    },
  };
  window.__tgClient = client;
})();
`;
