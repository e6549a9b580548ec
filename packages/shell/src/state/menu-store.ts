import type { StoreApi } from 'zustand/vanilla';
import { createStore } from 'zustand/vanilla';

// §2: only one of the profile, account and user menus is open at a time; all close on logout.

export const menuIds = ['profile', 'account', 'user'] as const;
export type MenuId = (typeof menuIds)[number];

export type MenuState = {
  readonly openMenu: MenuId | null;
  /** Opens one menu, closing whichever other was open. */
  open(menu: MenuId): void;
  /** Closes the menu if it is the open one. */
  close(menu: MenuId): void;
  toggle(menu: MenuId): void;
  closeAll(): void;
};

export type MenuStore = StoreApi<MenuState>;

export function createMenuStore(): MenuStore {
  return createStore<MenuState>()((set, get) => ({
    openMenu: null,
    open(menu) {
      set({ openMenu: menu });
    },
    close(menu) {
      if (get().openMenu === menu) set({ openMenu: null });
    },
    toggle(menu) {
      set({ openMenu: get().openMenu === menu ? null : menu });
    },
    closeAll() {
      set({ openMenu: null });
    },
  }));
}
