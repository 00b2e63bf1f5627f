// The order screens' own line icons (24px grid, currentColor).
import { Icon, lineIcon, type IconProps } from '../components/icons.tsx';

/** The storefront's line icon, smaller and bolder for status marks. */
const SMALL = { size: 16, strokeWidth: 2.4 };

export const CheckIcon = lineIcon(<path d="M5 12.5l4.5 4.5L19 7.5" />, SMALL);

export const ChevronRightIcon = lineIcon(<path d="M9 5l7 7-7 7" />, SMALL);

export const StarIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Icon size={SMALL.size} {...p} strokeWidth={1.6} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
  </Icon>
);

export const PrintIcon = lineIcon(
  <>
    <path d="M7 8V3h10v5M7 17H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M7 14h10v7H7z" />
  </>,
  { ...SMALL, strokeWidth: 2 },
);
