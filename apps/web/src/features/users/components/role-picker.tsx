import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleRow } from '@ota/contract';
import { canGrantRole, type ClientGrantScope } from '../utils/grant-scope';

interface RolePickerProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  roles: readonly RoleRow[];
  scope: ClientGrantScope;
  loading?: boolean;
  disabled?: boolean;
}

/**
 * The user's roles. A manager sees its platform's roles, but only those whose codes it holds can be
 * picked; the others are disabled with the reason beside them. Roles the user already holds stay
 * as they are.
 */
export function RolePicker({ id, value, onChange, roles, scope, loading, disabled }: RolePickerProps) {
  const { t } = useTranslation();
  const held = new Set(value ?? []);
  const options = roles.map((role) => {
    const grantable = canGrantRole(scope, role);
    return {
      value: role.id,
      disabled: !grantable && !held.has(role.id),
      title: grantable ? role.name : `${role.name} (${t('users.roleBeyondYou')})`,
      label: grantable ? (
        role.name
      ) : (
        <span>
          {role.name} <Typography.Text type="secondary">({t('users.roleBeyondYou')})</Typography.Text>
        </span>
      ),
    };
  });
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      disabled={disabled}
      loading={loading}
      value={value}
      onChange={onChange}
      options={options}
      optionFilterProp="title"
      placeholder={t('users.rolesPlaceholder')}
      data-testid="role-picker"
    />
  );
}
