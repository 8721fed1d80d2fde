import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CloudServerOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SearchOutlined,
  SettingOutlined,
  ToolOutlined,
} from '@ant-design/icons';

/** The contract names icons (MenuRoute.icon); this maps them to antd icons. */
const ICONS: Record<string, ReactNode> = {
  search: <SearchOutlined />,
  'cloud-server': <CloudServerOutlined />,
  profile: <ProfileOutlined />,
  'bar-chart': <BarChartOutlined />,
  tool: <ToolOutlined />,
  setting: <SettingOutlined />,
  safety: <SafetyOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  if (!name) return undefined;
  return ICONS[name] ?? <AppstoreOutlined />;
}
