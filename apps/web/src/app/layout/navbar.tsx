import { Button } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { showsBalance } from '@ota/contract';
import { BalanceDisplay } from '../../features/balance/components/balance-display';
import { useSession } from '../../lib/session';
import { settingsPanelStore } from '../../lib/settings-store';
import { LanguageSwitch } from '../components/language-switch';
import { AppBreadcrumb } from './app-breadcrumb';
import { ErrorLogButton } from './error-log-button';
import { toggleSidebar, useLayoutState } from './layout-store';
import { SizeDropdown } from './size-dropdown';
import { UserDropdown } from './user-dropdown';

/** Top bar: hamburger, breadcrumb, balance, error log, language, size, settings, user. */
export function Navbar() {
  const { t } = useTranslation();
  const { sidebarOpened } = useLayoutState();
  const { token, user } = useSession();

  return (
    <div className="navbar">
      <Button
        type="text"
        className="hamburger"
        data-testid="hamburger"
        aria-label={t('layout.toggleSidebar')}
        aria-expanded={sidebarOpened}
        icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
      />
      <AppBreadcrumb />
      <div className="navbar-right">
        {token && showsBalance(user?.platformType) && <BalanceDisplay hasToken={Boolean(token)} />}
        <ErrorLogButton />
        <LanguageSwitch />
        <SizeDropdown />
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={t('layout.settings')}
          data-testid="settings-button"
          onClick={() => settingsPanelStore.set(true)}
        />
        <UserDropdown name={user?.name} />
      </div>
    </div>
  );
}
