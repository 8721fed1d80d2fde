import dayjs from 'dayjs';
import type { Language } from './i18n';

const LOCALES: Record<Language, { name: string; load: (() => Promise<unknown>) | null }> = {
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  en: { name: 'en', load: null },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
  ja: { name: 'ja', load: () => import('dayjs/locale/ja') },
  ko: { name: 'ko', load: () => import('dayjs/locale/ko') },
};

/**
 * dayjs (and antd's date pickers) follow the interface language. The layout applies it: the login
 * page uses no dates and does not load dayjs.
 */
export async function applyDayjsLocale(language: Language): Promise<void> {
  await LOCALES[language].load?.();
  dayjs.locale(LOCALES[language].name);
}
