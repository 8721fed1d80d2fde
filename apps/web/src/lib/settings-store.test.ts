import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  SETTINGS_STORAGE_KEY,
  SIZE_STORAGE_KEY,
  readSettings,
  reloadSettings,
  settingsPanelStore,
  settingsStore,
  updateSettings,
} from './settings-store';

describe('settings store', () => {
  it('defaults: tags view off, settings closed, theme #169efd, size middle', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ tagsView: false, theme: '#169efd', size: 'middle' });
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    expect(settingsPanelStore.get()).toBe(false);
  });

  it('keeps changes in localStorage and reads them back', () => {
    updateSettings({ tagsView: true, theme: '#13c2c2', size: 'small' });
    expect(settingsStore.get()).toMatchObject({ tagsView: true, theme: '#13c2c2', size: 'small' });
    expect(localStorage.getItem(SIZE_STORAGE_KEY)).toBe('small');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ tagsView: true });
    expect(readSettings()).toMatchObject({ tagsView: true, theme: '#13c2c2', size: 'small' });
  });

  it('uses a saved size, and ignores unreadable values', () => {
    localStorage.setItem(SIZE_STORAGE_KEY, 'large');
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{"theme":"red","tagsView":"yes"}');
    expect(readSettings()).toEqual({ ...DEFAULT_SETTINGS, size: 'large' });
    localStorage.setItem(SETTINGS_STORAGE_KEY, 'not json');
    expect(readSettings().theme).toBe('#169efd');
  });

  it('goes back to the defaults once storage is cleared (logout)', () => {
    updateSettings({ tagsView: true });
    settingsPanelStore.set(true);
    localStorage.clear();
    reloadSettings();
    expect(settingsStore.get()).toEqual(DEFAULT_SETTINGS);
    expect(settingsPanelStore.get()).toBe(false);
  });
});
