import { Button, Dropdown } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signOut } from '../session-actions';

export function UserDropdown({ name }: { name: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'logout', label: t('layout.logout'), icon: <LogoutOutlined /> }],
        onClick: ({ key }) => {
          if (key === 'logout') void signOut(navigate);
        },
      }}
    >
      <Button type="text" className="user-dropdown" data-testid="user-dropdown" icon={<UserOutlined />}>
        <span className="user-name" data-testid="user-name">
          {name}
        </span>
        <DownOutlined className="user-dropdown-caret" />
      </Button>
    </Dropdown>
  );
}
