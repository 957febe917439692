import type { ReactNode, SVGProps } from 'react';

// Line icons drawn for Prana (24 px grid, 1.75 stroke) so no icon font or library is shipped.
const PATHS = {
  chevronLeft: <path d="M15 5l-7 7 7 7" />,
  chevronRight: <path d="M9 5l7 7-7 7" />,
  chevronDown: <path d="M5 9l7 7 7-7" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  heart: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  star: <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z" />,
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" />
      <circle cx="17" cy="9" r="2.4" />
      <path d="M15.8 14.2c2.3.2 4 1.8 4.7 4.8" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  list: <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />,
  map: (
    <>
      <path d="M3.5 6.5l5.5-2.5 6 2.5 5.5-2.5v13.5L15 20l-6-2.5-5.5 2.5z" />
      <path d="M9 4v13.5M15 6.5V20" />
    </>
  ),
  sliders: <path d="M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4" />,
  chat: <path d="M4.5 19.5l1.2-3.6A7.5 7.5 0 1 1 8.6 18.6z M9 11h.01M12 11h.01M15 11h.01" />,
  pause: <path d="M9 6v12M15 6v12" />,
  play: <path d="M8 5.5v13l10-6.5z" />,
  bed: <path d="M3.5 18V7M3.5 14h17v4M20.5 14v-2.5a3 3 0 0 0-3-3H11v5.5M6.5 11.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0" />,
  expand: <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />,
  utensils: <path d="M6 3v7a2 2 0 0 0 4 0V3M8 10v11M16 21V3c-2 1.5-3 4-3 7s1 3.5 3 3.5" />,
  flower: (
    <>
      <circle cx="12" cy="10" r="2.5" />
      <path d="M12 7.5c0-3 1.5-4.5 1.5-4.5S16 5 14.2 8.2M14.4 11c2.9.8 4.4-.2 4.4-.2s-1.4-3-4.7-2.4M12 12.5c-.2 3 1 4.5 1 4.5M9.6 11c-2.9.8-4.4-.2-4.4-.2s1.4-3 4.7-2.4M12 7.5C12 4.5 10.5 3 10.5 3S8 5 9.8 8.2M12 21v-4M12 17c-2.5 0-4-1.5-4-1.5M12 17c2.5 0 4-1.5 4-1.5" />
    </>
  ),
  mountain: <path d="M2.5 20l7-12 4 6.5 2.5-4 5.5 9.5zM9.5 8l1.8 3" />,
  car: (
    <>
      <path d="M4 16.5V12l2-5h12l2 5v4.5zM4 12h16" />
      <circle cx="7.5" cy="16.5" r="1.8" />
      <circle cx="16.5" cy="16.5" r="1.8" />
    </>
  ),
  team: (
    <>
      <circle cx="12" cy="7.5" r="3" />
      <path d="M6 20c.5-3.8 3-6 6-6s5.5 2.2 6 6M4.5 12.5a2.2 2.2 0 1 1 1-4.1M19.5 12.5a2.2 2.2 0 1 0-1-4.1" />
    </>
  ),
  shield: <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6zM8.5 12l2.5 2.5 4.5-5" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

/** A decorative line icon; give the control around it its name. */
export function Icon({ name, size = 20, ...props }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  const filled = name === 'star' || name === 'play';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {PATHS[name]}
    </svg>
  );
}

/** Service icon names of the catalogue (lucide names) to Prana's drawings. */
export const SERVICE_ICONS: Record<string, IconName> = {
  utensils: 'utensils',
  'flower-2': 'flower',
  mountain: 'mountain',
  car: 'car',
  users: 'team',
  'shield-check': 'shield',
};
