import Cookies from 'js-cookie';
import { createStore, useStore } from '../../lib/store';

/** Spec section 9: mobile under 992 px; sidebar 210 px; open state in a cookie ('1' open, '0' closed). */
export const MOBILE_BREAKPOINT = 992;
export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
export const SIDEBAR_COOKIE = 'sidebarStatus';

export type Device = 'desktop' | 'mobile';

export interface LayoutState {
  sidebarOpened: boolean;
  device: Device;
}

export function deviceFor(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

function initialState(): LayoutState {
  const device = typeof window === 'undefined' ? 'desktop' : deviceFor(window.innerWidth);
  const cookie = Cookies.get(SIDEBAR_COOKIE);
  return { device, sidebarOpened: device === 'mobile' ? false : cookie !== '0' };
}

export const layoutStore = createStore<LayoutState>(initialState());

function setOpened(opened: boolean, remember: boolean): void {
  if (remember) Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0');
  layoutStore.set((state) => (state.sidebarOpened === opened ? state : { ...state, sidebarOpened: opened }));
}

/** The hamburger: toggles; on a desktop the choice is remembered. */
export function toggleSidebar(): void {
  const { sidebarOpened, device } = layoutStore.get();
  setOpened(!sidebarOpened, device === 'desktop');
}

/** Closing in mobile mode (navigation, the drawer's mask) is not remembered. */
export function closeSidebar(remember = false): void {
  setOpened(false, remember);
}

export function setDevice(device: Device): void {
  layoutStore.set((state) => (state.device === device ? state : { ...state, device }));
}

/** Resize: switch the device mode; entering mobile mode closes the sidebar. */
export function syncDevice(width: number): void {
  const device = deviceFor(width);
  const changed = layoutStore.get().device !== device;
  setDevice(device);
  if (device === 'mobile' && changed) closeSidebar();
  if (device === 'desktop' && changed) {
    layoutStore.set((state) => ({ ...state, sidebarOpened: Cookies.get(SIDEBAR_COOKIE) !== '0' }));
  }
}

export function resetLayoutState(): void {
  layoutStore.set(initialState());
}

export function useLayoutState(): LayoutState {
  return useStore(layoutStore);
}
