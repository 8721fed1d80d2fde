import { describe, expect, it } from 'vitest';
import type { LoginData } from '@ota/contract';
import {
  clearSession,
  getToken,
  loadSessionFromStorage,
  restoreSession,
  saveSession,
  sessionStore,
} from './session';

const login: LoginData = {
  'X-Token': 'tok',
  user: { id: 1, name: 'admin', domain: 'onefly.example', platformType: 1 },
  domain: 'onefly.example',
  jsonData: { menus: [], codes: ['1001-1', '1005-1'] },
};

describe('session', () => {
  it('stores token, codes (menuList), menus and user in session storage', () => {
    saveSession(login);
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(sessionStorage.getItem('menuList') ?? '')).toEqual(['1001-1', '1005-1']);
    expect(JSON.parse(sessionStorage.getItem('menu') ?? '')).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('user') ?? '')).toMatchObject({
      name: 'admin',
      platformType: 1,
    });
    expect(getToken()).toBe('tok');
    expect(sessionStore.get().codes).toEqual(['1001-1', '1005-1']);
  });

  it('reads the menus back after a reload', () => {
    saveSession(login);
    sessionStore.set({ token: null, user: null, codes: null, menus: null });
    expect(restoreSession()).toBe(true);
    expect(sessionStore.get()).toMatchObject({
      token: 'tok',
      codes: ['1001-1', '1005-1'],
      user: { name: 'admin' },
    });
    expect(restoreSession()).toBe(false);
  });

  it('survives broken storage', () => {
    sessionStorage.setItem('token', 't');
    sessionStorage.setItem('menuList', '{oops');
    expect(loadSessionFromStorage()).toEqual([]);
  });

  it('logout clears session storage, local storage and memory', () => {
    saveSession(login);
    localStorage.setItem('language', 'ja');
    clearSession();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(sessionStore.get()).toEqual({ token: null, user: null, codes: null, menus: null });
  });
});
