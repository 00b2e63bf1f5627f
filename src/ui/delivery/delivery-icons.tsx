// Line icons for delivery types and settings, on the same 24px grid as components/icons.tsx.
import { lineIcon, type IconProps } from '../components/icons.tsx';
import type { DeliveryKind } from '../../domain/delivery-types.ts';

type Props = IconProps;

export const TruckIcon = lineIcon(
  <>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);
export const BagIcon = lineIcon(<path d="M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2" />);
export const TableIcon = lineIcon(<path d="M4 9h16M6 9v10M18 9v10M9 5h6" />);
export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const SlidersIcon = lineIcon(
  <>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </>,
);

export function KindIcon({ kind, ...p }: Props & { kind: DeliveryKind }) {
  if (kind === 'pickup') return <BagIcon {...p} />;
  if (kind === 'lounge') return <TableIcon {...p} />;
  return <TruckIcon {...p} />;
}
