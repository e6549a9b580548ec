import type { ReactNode } from 'react';
import * as styles from './Icon.css.ts';

export const iconNames = [
  'tick',
  'cross',
  'dash',
  'close',
  'info',
  'warning',
  'chevronLeft',
  'chevronRight',
  'chevronDown',
  'sortAscending',
  'sortDescending',
  'sortNone',
  'upload',
] as const;
export type IconName = (typeof iconNames)[number];

const paths: Record<IconName, ReactNode> = {
  tick: <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />,
  cross: <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" />,
  dash: <path d="M6 12h12" fill="none" stroke="currentColor" strokeWidth="2.5" />,
  close: <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7v1.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  warning: (
    <>
      <path
        d="M12 3L2 21h20L12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M12 10v5M12 17.5v1" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  chevronLeft: <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />,
  chevronRight: <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />,
  chevronDown: <path d="M5 9l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="2" />,
  sortAscending: <path d="M7 14l5-5 5 5z" fill="currentColor" />,
  sortDescending: <path d="M7 10l5 5 5-5z" fill="currentColor" />,
  sortNone: <path d="M7 10l5-5 5 5zM7 14l5 5 5-5z" fill="currentColor" />,
  upload: <path d="M12 16V4M6 10l6-6 6 6M4 20h16" fill="none" stroke="currentColor" strokeWidth="2" />,
};

export type IconProps = {
  name: IconName;
  /** Read out in place of the icon; without it the icon is decorative. */
  label?: string;
  small?: boolean;
};

export function Icon({ name, label, small = false }: IconProps) {
  const className = small ? `${styles.icon} ${styles.small}` : styles.icon;
  if (label === undefined) {
    return (
      <svg className={className} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
        {paths[name]}
      </svg>
    );
  }
  return (
    <svg className={className} viewBox="0 0 24 24" focusable="false" role="img" aria-label={label}>
      {paths[name]}
    </svg>
  );
}
