// The order screens' own line icons (24px grid, currentColor).
import { Icon as LineIcon, type IconProps } from '../components/icons.tsx';

/** The storefront's line icon, smaller and bolder for status marks. */
const Icon = ({ size = 16, strokeWidth = 2.4, ...rest }: IconProps) => (
  <LineIcon size={size} strokeWidth={strokeWidth} {...rest} />
);

export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 5l7 7-7 7" />
  </Icon>
);

export const StarIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p} strokeWidth={1.6} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
  </Icon>
);

export const PrintIcon = (p: IconProps) => (
  <Icon {...p} strokeWidth={2}>
    <path d="M7 8V3h10v5M7 17H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M7 14h10v7H7z" />
  </Icon>
);
