import { createStore, useStore } from './store';

export type ComponentSize = 'large' | 'middle' | 'small';
export const COMPONENT_SIZES: readonly ComponentSize[] = ['large', 'middle', 'small'];

/** Page-style settings, kept in localStorage across reloads (a logout clears them). */
export interface Settings {
  /** antd colorPrimary. */
  theme: string;
  /** Visited-page tags; off by default (spec section 9). */
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Component size; 'middle' unless a saved size exists (spec section 9). */
  size: ComponentSize;
}

export const DEFAULT_THEME = '#169efd';
export const THEME_PRESETS: readonly string[] = [
  '#169efd',
  '#1677ff',
  '#13c2c2',
  '#52c41a',
  '#fa8c16',
  '#f5222d',
  '#722ed1',
  '#2f4554',
];

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  theme: DEFAULT_THEME,
  tagsView: false,
  fixedHeader: false,
  sidebarLogo: true,
  size: 'middle',
};

export const SETTINGS_STORAGE_KEY = 'settings';
export const SIZE_STORAGE_KEY = 'size';

function isSize(value: unknown): value is ComponentSize {
  return typeof value === 'string' && (COMPONENT_SIZES as readonly string[]).includes(value);
}

function isColor(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
}

export function readSettings(): Settings {
  const settings: Settings = { ...DEFAULT_SETTINGS };
  try {
    const raw = localStorage.getItem(SETTINGS_STORAGE_KEY);
    const saved = raw ? (JSON.parse(raw) as Partial<Record<keyof Settings, unknown>>) : {};
    if (isColor(saved.theme)) settings.theme = saved.theme;
    if (typeof saved.tagsView === 'boolean') settings.tagsView = saved.tagsView;
    if (typeof saved.fixedHeader === 'boolean') settings.fixedHeader = saved.fixedHeader;
    if (typeof saved.sidebarLogo === 'boolean') settings.sidebarLogo = saved.sidebarLogo;
    const size = localStorage.getItem(SIZE_STORAGE_KEY);
    if (isSize(size)) settings.size = size;
  } catch {
    // unreadable storage: defaults
  }
  return settings;
}

export const settingsStore = createStore<Settings>(readSettings());

/** Whether the settings drawer is open; closed by default (spec section 9). */
export const settingsPanelStore = createStore<boolean>(false);

export function updateSettings(patch: Partial<Settings>): void {
  const next = { ...settingsStore.get(), ...patch };
  settingsStore.set(next);
  const { size, ...rest } = next;
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(rest));
  localStorage.setItem(SIZE_STORAGE_KEY, size);
}

/** Re-reads the stored settings (after a logout cleared them: the defaults). */
export function reloadSettings(): void {
  settingsStore.set(readSettings());
  settingsPanelStore.set(false);
}

export function useSettings(): Settings {
  return useStore(settingsStore);
}

export function useSettingsPanel(): boolean {
  return useStore(settingsPanelStore);
}
