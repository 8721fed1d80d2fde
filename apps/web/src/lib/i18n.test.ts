import { describe, expect, it } from 'vitest';
import { detectLanguage, i18n, loadLanguageResources, localeStore, setLanguage, SHELL_AREAS } from './i18n';

describe('language', () => {
  it('comes from the stored setting, else the browser, else English', () => {
    expect(detectLanguage('ja', 'zh-CN')).toBe('ja');
    expect(detectLanguage(null, 'zh-CN')).toBe('zh');
    expect(detectLanguage('xx', 'ko-KR')).toBe('ko');
    expect(detectLanguage(null, 'es')).toBe('es');
    expect(detectLanguage(null, 'de-DE')).toBe('en');
    expect(detectLanguage(null, undefined)).toBe('en');
  });

  it('switches the texts and antd locale and remembers the choice', async () => {
    await setLanguage('zh');
    expect(i18n.t('layout.switchLanguageSuccess')).toBe('切换语言成功');
    expect(localStorage.getItem('language')).toBe('zh');
    expect(localeStore.get().language).toBe('zh');
    expect(localeStore.get().antdLocale?.locale).toBe('zh-cn');
    expect(document.documentElement.lang).toBe('zh');
    await setLanguage('en');
    expect(i18n.t('menu.rebookList')).toBe('OBList Rebook List');
    expect(localeStore.get().antdLocale).toBeUndefined();
  });

  it('loads only the areas asked for: the login page carries the shell texts alone', async () => {
    expect(Object.keys(await loadLanguageResources('ja', SHELL_AREAS)).sort()).toEqual(
      [...SHELL_AREAS].sort(),
    );
    expect(Object.keys(await loadLanguageResources('ja', ['orders']))).toEqual(['orders']);
  });

  it('brings a feature’s texts into a language switched to after its page opened', async () => {
    await setLanguage('es');
    expect(i18n.getResource('es', 'translation', 'orders')).toBeDefined();
    await setLanguage('en');
  });
});
