import { Button } from '@shortlist/ui';
import { useId, useLayoutEffect } from 'react';
import { Link } from 'react-router';
import type { MenuId } from '../state/menu-store.ts';
import * as styles from './HeaderMenu.css.ts';
import { useShell, useShellStore } from './shell-context.ts';

export type HeaderMenuItem =
  | { readonly kind: 'link'; readonly to: string; readonly label: string }
  | { readonly kind: 'action'; readonly onSelect: () => void; readonly label: string };

export type HeaderMenuProps = {
  id: MenuId;
  /** The button's text. */
  label: string;
  items: readonly HeaderMenuItem[];
};

/** A disclosure menu of the header; the menu store keeps only one of them open (§2). */
export function HeaderMenu({ id, label, items }: HeaderMenuProps) {
  const { menus } = useShell();
  const open = useShellStore(menus, (state) => state.openMenu === id);
  const listId = useId();

  // Escape closes the open menu wherever the focus is (WCAG 2.2: dismissible without the pointer). A layout
  // effect listens from the moment the menu shows; Preact runs plain effects up to a frame later.
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') menus.getState().close(id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, menus, id]);

  return (
    <div className={styles.menu}>
      <Button
        variant="text"
        size="medium"
        lockoutMs={0}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => menus.getState().toggle(id)}
      >
        {label}
      </Button>
      {open ? (
        <ul id={listId} className={styles.list}>
          {items.map((item) => (
            <li key={item.label}>
              {item.kind === 'link' ? (
                <Link className={styles.item} to={item.to} onClick={() => menus.getState().close(id)}>
                  {item.label}
                </Link>
              ) : (
                <Button variant="text" size="small" lockoutMs={0} onClick={item.onSelect}>
                  {item.label}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
