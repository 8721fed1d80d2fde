import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useMessage from 'antd/es/message/useMessage';
import { useLocaleState } from '../lib/i18n';
import { setMessageApi } from '../lib/notify';
import { useSettings } from '../lib/settings-store';

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
 * Theme colour, component size and locale follow the settings. (TanStack Query's provider lives
 * in the layout: the login page uses no query, and its bundle stays small.)
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { theme, size } = useSettings();
  const { antdLocale } = useLocaleState();

  useEffect(() => {
    document.documentElement.style.setProperty('--ota-primary', theme);
  }, [theme]);

  return (
    <ConfigProvider
      locale={antdLocale}
      componentSize={size}
      theme={{ token: { colorPrimary: theme, colorInfo: theme, colorLink: theme } }}
    >
      <MessageBridge />
      {children}
    </ConfigProvider>
  );
}
