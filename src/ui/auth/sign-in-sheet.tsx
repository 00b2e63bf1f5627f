// The sign-in sheet. Website: a code by SMS (or through the shop's Telegram bot). Inside Telegram:
// one tap with the Telegram identity, WhatsApp code as the alternative; a Telegram account without
// a phone links one by sharing the contact (one tap) or by a WhatsApp code.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { BottomSheet } from './bottom-sheet.tsx';
import { SignInFlow } from '../../stores/sign-in-flow.ts';
import { PhoneStep } from './phone-step.tsx';
import { CodeStep } from './code-step.tsx';
import { OneTapOptions } from './one-tap-options.tsx';

// Signed in, the sheet has already gone (the customer is known): its onDone only takes '?auth' off
// the address; 'Вы вошли в личный кабинет' comes from the store with the account (UserStore.signIn).
const SignInSheet = observer(function SignInSheet({ onClose }: { onClose: () => void }) {
  const store = useStores();
  const { t } = useTranslation();
  const inTelegram = store.platform.kind === 'telegram';
  const [flow] = useState(() => new SignInFlow(store, inTelegram ? 'whatsapp' : 'sms'));
  const linking = flow.linking;
  return (
    <BottomSheet
      title={linking ? t('auth.linkTitle') : t('auth.title')}
      onClose={onClose}
      testId="auth-sheet"
    >
      <p className="auth-lead">{linking ? t('auth.linkLead') : t(`auth.lead.${flow.channel}`)}</p>
      {inTelegram && flow.step === 'phone' && <OneTapOptions linking={linking} onDone={onClose} />}
      {!inTelegram && flow.step === 'phone' && (
        <div className="auth-channels" role="radiogroup" aria-label={t('auth.channel')}>
          {(['sms', 'telegram'] as const).map((c) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={flow.channel === c}
              className={`chip${flow.channel === c ? ' active' : ''}`}
              onClick={() => flow.setChannel(c)}
            >
              {t(`auth.channels.${c}`)}
            </button>
          ))}
        </div>
      )}
      {flow.step === 'phone' ? (
        <PhoneStep flow={flow} />
      ) : (
        <CodeStep flow={flow} onDone={onClose} />
      )}
    </BottomSheet>
  );
});

export default SignInSheet;
