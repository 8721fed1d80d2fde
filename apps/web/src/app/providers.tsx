import { useEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useMessage from 'antd/es/message/useMessage';
import { useLocaleState } from '../lib/i18n';
import { setMessageApi } from '../lib/notify';
import { useSettings } from '../lib/settings-store';
import { readableShade } from '../lib/readable-color';
import { useReducedMotion } from '../lib/use-media-query';
import { themeComponents, themeTokens } from './theme-tokens';

/** Hands a themed antd message instance to lib/notify, the one place toasts go through. */
function MessageBridge() {
  const [api, holder] = useMessage();
  useEffect(() => {
    setMessageApi(api);
    return () => setMessageApi(null);
  }, [api]);
  return holder;
}

/**
 * Every dialog closes by its Cancel, its × or Esc, never by a click beside it: a stray click (or one
 * meant for a list that just closed) would throw away what the operator typed.
 */
const MODAL = { mask: { closable: false } };

/**
 * Theme colour, component size and locale follow the settings. (TanStack Query's provider lives
 * in the layout: the login page uses no query, and its bundle stays small.) The theme colour itself
 * is `--ota-brand` (the progress bar); whatever carries text uses its readable shade,
 * `--ota-primary` and antd's colorPrimary (docs/decisions/0034). A system asking for reduced motion
 * turns antd's animations off (WCAG 2.3.3).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { theme, size } = useSettings();
  const { antdLocale } = useLocaleState();
  const reducedMotion = useReducedMotion();

  const themeConfig = useMemo(
    () => ({
      token: { ...themeTokens(theme), motion: !reducedMotion },
      components: themeComponents(theme),
    }),
    [theme, reducedMotion],
  );

  useEffect(() => {
    document.documentElement.style.setProperty('--ota-brand', theme);
    document.documentElement.style.setProperty('--ota-primary', readableShade(theme));
  }, [theme]);

  return (
    <ConfigProvider locale={antdLocale} componentSize={size} theme={themeConfig} modal={MODAL}>
      <MessageBridge />
      {children}
    </ConfigProvider>
  );
}
