import type { LayoutName } from '@shortlist/domain/users';
import { layoutNames } from '@shortlist/domain/users';
import type { ReactNode } from 'react';
import * as styles from './AppLayout.css.ts';

export type { LayoutName };
export { layoutNames };

export const layoutFrames = ['sidebar', 'content', 'narrow', 'centered', 'fullWidth'] as const;
export type LayoutFrame = (typeof layoutFrames)[number];

/** Which frame each layout of spec §2 uses. */
export const frameOfLayout: Record<LayoutName, LayoutFrame> = {
  candidate: 'content',
  applicationFlow: 'narrow',
  login: 'centered',
  signup: 'centered',
  manager: 'sidebar',
  managerAdmin: 'sidebar',
  admin: 'sidebar',
  managerReports: 'sidebar',
  roles: 'content',
  events: 'content',
  fullWidth: 'fullWidth',
  welcome: 'centered',
};

export type AppLayoutProps = {
  layout: LayoutName;
  /** Text of the skip link, e.g. 'Skip to main content'. */
  skipLinkLabel: string;
  /** Top bar: logo, search, account menu. */
  header?: ReactNode;
  /** Side navigation of the manager and admin layouts. */
  navigation?: ReactNode;
  navigationLabel?: string;
  /** Filters beside the roles and events lists; the picture or pitch beside login, signup and welcome. */
  aside?: ReactNode;
  asideLabel?: string;
  /** Progress of the application flow (e.g. a StepIndicator). */
  progress?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
};

const mainId = 'main-content';

/** The layouts of spec §2 as frames with slots; the app fills the slots. */
export function AppLayout({
  layout,
  skipLinkLabel,
  header,
  navigation,
  navigationLabel,
  aside,
  asideLabel,
  progress,
  footer,
  children,
}: AppLayoutProps) {
  const frame = frameOfLayout[layout];
  const asideElement = aside ? (
    <aside className={styles.aside} aria-label={asideLabel}>
      {aside}
    </aside>
  ) : null;
  const main = (
    <main id={mainId} className={styles.main} tabIndex={-1}>
      {frame === 'narrow' && progress ? <div className={styles.progress}>{progress}</div> : null}
      {frame === 'centered' ? <div className={styles.card}>{children}</div> : children}
    </main>
  );
  // A sidebar layout without navigation (a visitor's shared report) gives its main the whole width.
  const bodyClass =
    frame === 'content' && aside
      ? styles.body.contentWithAside
      : frame === 'sidebar' && !navigation
        ? styles.body.fullWidth
        : styles.body[frame];
  return (
    <div className={styles.root} data-layout={layout}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {skipLinkLabel}
      </a>
      {header ? <header className={styles.header}>{header}</header> : null}
      <div className={bodyClass}>
        {frame === 'sidebar' && navigation ? (
          <nav className={styles.navigation} aria-label={navigationLabel}>
            {navigation}
          </nav>
        ) : null}
        {frame === 'content' ? asideElement : null}
        {main}
        {frame === 'centered' ? asideElement : null}
      </div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
