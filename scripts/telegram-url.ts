// `npm run telegram:url [baseURL] [startParam]`: a Mini App URL with launch parameters signed by the
// demo bot token, to open the storefront in its Telegram mode in a desktop browser.
import { launchHash } from '../tests/e2e/telegram-env.ts';

const base = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 8080}`;
const startParam = process.argv[3];
console.log(`${base.replace(/\/$/, '')}/${launchHash({ platform: 'tdesktop', startParam })}`);
console.log(
  '\nOpen it in Chrome. It is signed with the demo bot token (DEMO mode, no TELEGRAM_BOT_TOKEN set).',
);
