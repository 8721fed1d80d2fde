import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '../../lib/i18n';
import { setMessageApi, type MessageApi } from '../../lib/notify';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  setMessageApi(null);
  await setLanguage('en');
});

describe('language dropdown', () => {
  it('lists the five languages, the current one disabled, and confirms in the new language', async () => {
    const success = vi.fn();
    setMessageApi({ success, error: vi.fn(), warning: vi.fn(), info: vi.fn() } as unknown as MessageApi);
    render(<LanguageSwitch />);
    fireEvent.click(screen.getByTestId('language-dropdown'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['中文', 'English', 'Español', '日本語', '한국어']);
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('menuitem', { name: '日本語' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('言語を切り替えました', undefined));
    expect(localStorage.getItem('language')).toBe('ja');
  });
});
