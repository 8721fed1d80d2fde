import { describe, expect, it } from 'vitest';
import { detectLanguage, i18n, localeStore, setLanguage } from './i18n';

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
});
