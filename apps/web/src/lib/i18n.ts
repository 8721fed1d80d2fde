import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import shellAreas from '../locales/shell-areas.json';
import { createStore, useStore } from './store';

export const LANGUAGES = ['zh', 'en', 'es', 'ja', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language names itself in the dropdown. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  zh: '中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
  ko: '한국어',
};

type Resource = Record<string, unknown>;

/** src/locales/<lang>/<area>.json, loaded per language when first used. */
const localeFiles = import.meta.glob<Resource>('../locales/*/*.json', { import: 'default' });

const antdLocales: Record<Language, (() => Promise<Locale>) | null> = {
  zh: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  en: null, // antd's built-in default
  es: () => import('antd/es/locale/es_ES').then((m) => m.default),
  ja: () => import('antd/es/locale/ja_JP').then((m) => m.default),
  ko: () => import('antd/es/locale/ko_KR').then((m) => m.default),
};

export interface LocaleState {
  language: Language;
  antdLocale: Locale | undefined;
}

export const localeStore = createStore<LocaleState>({ language: DEFAULT_LANGUAGE, antdLocale: undefined });

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored setting, else the browser language, else English (spec section 1). */
export function detectLanguage(
  stored: string | null = safeStoredLanguage(),
  browser: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language,
): Language {
  if (isLanguage(stored)) return stored;
  const prefix = browser?.toLowerCase().split(/[-_]/)[0];
  if (isLanguage(prefix)) return prefix;
  return DEFAULT_LANGUAGE;
}

function safeStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Areas every screen needs, the login page included; the others come with their pages. A JSON file,
 * so the login bundle budget (scripts/login-bundle-size.mjs) counts the same ones.
 */
export const SHELL_AREAS: readonly string[] = shellAreas;

/** The areas in use: loaded for the current language, and for any language switched to. */
const areasInUse = new Set<string>(SHELL_AREAS);

const areaOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** Every area there is a file for (each language has the same ones: the parity test checks it). */
export function translationAreas(): string[] {
  return Object.keys(localeFiles)
    .filter((path) => path.includes(`/locales/${DEFAULT_LANGUAGE}/`))
    .map(areaOf);
}

/** Area files of one language, merged as { area: { key: text } }. */
export async function loadLanguageResources(
  language: Language,
  areas: Iterable<string> = translationAreas(),
): Promise<Resource> {
  const wanted = new Set(areas);
  const entries = Object.entries(localeFiles).filter(
    ([path]) => path.includes(`/locales/${language}/`) && wanted.has(areaOf(path)),
  );
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => [areaOf(path), await load()] as const),
  );
  return Object.fromEntries(loaded);
}

/** Adds the areas of `language` that are in use and not loaded yet. */
async function addMissingAreas(language: Language): Promise<void> {
  const missing = [...areasInUse].filter(
    (area) => i18n.getResource(language, 'translation', area) === undefined,
  );
  if (missing.length === 0) return;
  i18n.addResourceBundle(language, 'translation', await loadLanguageResources(language, missing), true, true);
}

/**
 * Loads a feature's areas before its page shows (lib/pages.ts): the login page carries only the
 * shell's texts, however many features the console grows.
 */
export async function loadTranslationAreas(areas: readonly string[]): Promise<void> {
  areas.forEach((area) => areasInUse.add(area));
  await addMissingAreas(localeStore.get().language);
}

async function prepare(language: Language): Promise<Locale | undefined> {
  const [, antdLocale] = await Promise.all([
    addMissingAreas(language),
    antdLocales[language]?.() ?? Promise.resolve(undefined),
  ]);
  return antdLocale;
}

function apply(language: Language, antdLocale: Locale | undefined): void {
  localeStore.set({ language, antdLocale });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: {},
      interpolation: { escapeValue: false },
    });
  }
  const antdLocale = await prepare(language);
  await i18n.changeLanguage(language);
  apply(language, antdLocale);
}

/** Switches the interface language and remembers it (localStorage 'language'). */
export async function setLanguage(language: Language): Promise<void> {
  const antdLocale = await prepare(language);
  await i18n.changeLanguage(language);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  apply(language, antdLocale);
}

export function useLocaleState(): LocaleState {
  return useStore(localeStore);
}

export { i18n };
