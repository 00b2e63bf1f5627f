// Inline line icons (24px grid, currentColor): crisp in every theme and independent of emoji fonts.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The 24 px line-icon frame every icon of the storefront is drawn in. */
export function Icon({ size = 22, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon of the set: its shapes in the frame, the caller's props over `defaults`. */
export function lineIcon(shapes: ReactNode, defaults?: IconProps) {
  return (p: IconProps) => (
    <Icon {...defaults} {...p}>
      {shapes}
    </Icon>
  );
}

export const SunIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = lineIcon(<path d="M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11z" />);
export const UserIcon = lineIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </>,
);
export const CartIcon = lineIcon(
  <>
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
    <circle cx="10" cy="20.5" r="1.3" />
    <circle cx="17" cy="20.5" r="1.3" />
  </>,
);
export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6L6 18" />);
export const SearchIcon = lineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
);
export const PinIcon = lineIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const ChevronDownIcon = lineIcon(<path d="M6 9l6 6 6-6" />);

/**
 * Large two-tone illustration for empty and error states; with a label (the not-found page's
 * '404'), written on the plate and read out as the picture's name.
 */
export function PlateArt({
  size = 120,
  label,
  className,
}: {
  size?: number;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 120 120"
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <ellipse cx="60" cy="104" rx="40" ry="6" fill="currentColor" opacity=".08" />
      <circle
        cx="60"
        cy="58"
        r="36"
        fill="var(--brand-soft)"
        stroke="var(--brand)"
        strokeWidth="3"
      />
      <circle
        cx="60"
        cy="58"
        r="24"
        fill="none"
        stroke="var(--brand)"
        strokeOpacity=".35"
        strokeWidth="2.5"
      />
      <path
        d="M16 22v16a4 4 0 0 0 8 0V22M20 22v70"
        stroke="var(--text-secondary)"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M104 22c-5 3-7 11-7 18h7v52"
        stroke="var(--text-secondary)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      {label && (
        <text x="60" y="67" textAnchor="middle" fontSize="20" fontWeight="800" fill="var(--brand)">
          {label}
        </text>
      )}
    </svg>
  );
}

export const GiftIcon = lineIcon(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13M12 8S10.5 3.5 8 4.2C6 4.8 6.6 8 9 8M12 8s1.5-4.5 4-3.8C18 4.8 17.4 8 15 8" />
  </>,
);
export const MenuIcon = lineIcon(<path d="M4 7h16M4 12h16M4 17h10" />);
