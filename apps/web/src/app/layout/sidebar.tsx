import { useState } from 'react';
import { Drawer, Layout as AntLayout, Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from '@ota/contract';
import { activeMenuPath, groupOf, visibleMenu } from '../../lib/permissions';
import { useSettings } from '../../lib/settings-store';
import { MENU_BADGES } from '../routes/menu-badges';
import { BRAND } from '../routes/page-title';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, closeSidebar, useLayoutState } from './layout-store';
import { menuIcon } from './menu-icons';

type MenuItem = Required<MenuProps>['items'][number];

/** A page's menu entry, with its live count when it has one (MENU_BADGES). */
function MenuLink({ route, title }: { route: MenuRoute; title: string }) {
  const Badge = MENU_BADGES[route.path];
  return (
    <Link to={route.path}>
      {title}
      {Badge && <Badge />}
    </Link>
  );
}

function SidebarMenu({ tree, collapsed }: { tree: readonly MenuRoute[]; collapsed: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const group = groupOf(pathname)?.path;
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);
  const [shownGroup, setShownGroup] = useState(group);
  if (group !== shownGroup) {
    // a navigation into another group opens it
    setShownGroup(group);
    if (group && !openKeys.includes(group)) setOpenKeys([...openKeys, group]);
  }

  const toItem = (route: MenuRoute): MenuItem =>
    route.children
      ? {
          key: route.path,
          icon: menuIcon(route.icon),
          label: t(route.title),
          children: route.children.map(toItem),
        }
      : {
          key: route.path,
          icon: menuIcon(route.icon),
          label: <MenuLink route={route} title={t(route.title)} />,
        };

  return (
    <Menu
      mode="inline"
      theme="dark"
      aria-label={t('layout.mainMenu')}
      selectedKeys={[activeMenuPath(pathname)]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      items={visibleMenu(tree).map(toItem)}
    />
  );
}

function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  return (
    <Link to="/" className="sidebar-logo" aria-label={BRAND}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!collapsed && <span className="sidebar-logo-title">{BRAND}</span>}
    </Link>
  );
}

/** 210 px, collapsible; under 992 px a drawer that closes on navigation (spec section 2, Layout). */
export function Sidebar({ tree }: { tree: readonly MenuRoute[] }) {
  const { device, sidebarOpened } = useLayoutState();
  const { sidebarLogo } = useSettings();
  const state = sidebarOpened ? 'open' : 'closed';

  if (device === 'mobile') {
    return (
      <Drawer
        placement="left"
        open={sidebarOpened}
        size={SIDEBAR_WIDTH}
        closable={false}
        onClose={() => closeSidebar()}
        rootClassName="sidebar-drawer"
        styles={{ body: { padding: 0, background: '#001529' } }}
      >
        <div className="sidebar is-mobile" data-testid="sidebar" data-state={state} data-device="mobile">
          {sidebarLogo && <SidebarLogo collapsed={false} />}
          <SidebarMenu tree={tree} collapsed={false} />
        </div>
      </Drawer>
    );
  }

  return (
    <AntLayout.Sider
      className="sidebar"
      data-testid="sidebar"
      data-state={state}
      data-device="desktop"
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={!sidebarOpened}
      trigger={null}
      theme="dark"
    >
      {sidebarLogo && <SidebarLogo collapsed={!sidebarOpened} />}
      <SidebarMenu tree={tree} collapsed={!sidebarOpened} />
    </AntLayout.Sider>
  );
}
