import type { LoginData, MenuRoute, SessionUser } from '@ota/contract';
import { createStore, useStore } from './store';

/** Spec section 9: the session keys hold the token, the menu list (codes), the menu and the user. */
export const SESSION_KEYS = {
  token: 'token',
  codes: 'menuList',
  menus: 'menu',
  user: 'user',
} as const;

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Permission codes in memory; null until read after sign-in or a reload. */
  codes: string[] | null;
  menus: MenuRoute[] | null;
}

function readJson<T>(key: string): T | null {
  const raw = sessionStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const sessionStore = createStore<SessionState>({
  token: null,
  user: null,
  codes: null,
  menus: null,
});

export function getToken(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.token);
}

export function getStoredUser(): SessionUser | null {
  return readJson<SessionUser>(SESSION_KEYS.user);
}

/** Stores a successful sign-in and makes its menus the ones in memory. */
export function saveSession(data: LoginData): void {
  sessionStorage.setItem(SESSION_KEYS.token, data['X-Token']);
  sessionStorage.setItem(SESSION_KEYS.codes, JSON.stringify(data.jsonData.codes));
  sessionStorage.setItem(SESSION_KEYS.menus, JSON.stringify(data.jsonData.menus));
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(data.user));
  sessionStore.set({
    token: data['X-Token'],
    user: data.user,
    codes: [...data.jsonData.codes],
    menus: data.jsonData.menus,
  });
}

/** After a reload: read the token, user and menus back from session storage into memory. */
export function loadSessionFromStorage(): string[] {
  const codes = readJson<string[]>(SESSION_KEYS.codes) ?? [];
  sessionStore.set({
    token: getToken(),
    user: getStoredUser(),
    codes: Array.isArray(codes) ? codes.filter((code) => typeof code === 'string') : [],
    menus: readJson<MenuRoute[]>(SESSION_KEYS.menus),
  });
  return sessionStore.get().codes ?? [];
}

/** At start: with a token but no menus in memory, read them from session storage. */
export function restoreSession(): boolean {
  if (!getToken() || sessionStore.get().codes !== null) return false;
  loadSessionFromStorage();
  return true;
}

/** Logout (spec section 4): token, menus and codes, session storage and local storage. */
export function clearSession(): void {
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.set({ token: null, user: null, codes: null, menus: null });
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}
