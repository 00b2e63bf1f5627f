// The way an order goes, as a line of steps: done ones ticked, the current one lit.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { orderProgress, orderStatusOf, type OrderKind } from '../../domain/order-status.ts';
import { useStatusText } from './status-text.ts';
import { CheckIcon } from './order-icons.tsx';

export const OrderProgress = observer(function OrderProgress({
  status,
  kind,
}: {
  status: string;
  kind: OrderKind;
}) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  const { steps, current } = orderProgress(status, kind);
  // Handed over: the last step is done too, not waited for.
  const finished = orderStatusOf(status) === 'completed';
  return (
    <ol
      className="order-progress"
      style={{ gridTemplateColumns: `repeat(${steps.length}, 1fr)` }}
      aria-label={t('orderStatus.progress')}
      data-testid="order-progress"
    >
      {steps.map((step, i) => {
        const state =
          i < current || (finished && i === current) ? 'done' : i === current ? 'current' : 'next';
        return (
          <li
            key={step}
            className={`order-progress__step order-progress__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="order-progress__dot">
              {state === 'done' && <CheckIcon size={14} />}
            </span>
            <span className="order-progress__label">{statusText(step, kind)}</span>
          </li>
        );
      })}
    </ol>
  );
});
