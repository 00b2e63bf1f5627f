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
/**
 * The delivery settings (city, address, way, language, reset): a gear, as settings are drawn
 * everywhere. Not sliders: those are the catalogue's filters (catalog-toolbar.tsx).
 */
export const GearIcon = lineIcon(
  <>
    <path d="M12.2 2h-.4a2 2 0 0 0-2 2v.2a2 2 0 0 1-1 1.7l-.4.3a2 2 0 0 1-2 0l-.2-.1a2 2 0 0 0-2.7.7l-.2.4a2 2 0 0 0 .7 2.7l.2.1a2 2 0 0 1 1 1.7v.5a2 2 0 0 1-1 1.8l-.2.1a2 2 0 0 0-.7 2.7l.2.4a2 2 0 0 0 2.7.7l.2-.1a2 2 0 0 1 2 0l.4.3a2 2 0 0 1 1 1.7v.2a2 2 0 0 0 2 2h.4a2 2 0 0 0 2-2v-.2a2 2 0 0 1 1-1.7l.4-.3a2 2 0 0 1 2 0l.2.1a2 2 0 0 0 2.7-.7l.2-.4a2 2 0 0 0-.7-2.7l-.2-.1a2 2 0 0 1-1-1.7v-.5a2 2 0 0 1 1-1.8l.2-.1a2 2 0 0 0 .7-2.7l-.2-.4a2 2 0 0 0-2.7-.7l-.2.1a2 2 0 0 1-2 0l-.4-.3a2 2 0 0 1-1-1.7V4a2 2 0 0 0-2-2z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export function KindIcon({ kind, ...p }: Props & { kind: DeliveryKind }) {
  if (kind === 'pickup') return <BagIcon {...p} />;
  if (kind === 'lounge') return <TableIcon {...p} />;
  return <TruckIcon {...p} />;
}
