import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_SORT_FIELDS, type RoleRow, type UserRow, type UserSortField } from '@ota/contract';
import { RowActions } from '../../../components/row-actions';
import { ServerPagedTable, type ServerPage } from '../../../components/server-paged-table';
import { canManageUser, type ClientGrantScope } from '../utils/grant-scope';
import { toPlatformChoice } from '../utils/platform-choice';

interface UserTableProps extends ServerPage<UserRow, UserSortField> {
  onEdit: (user: UserRow) => void;
  onDelete: (user: UserRow) => Promise<unknown>;
  scope: ClientGrantScope;
  roles: readonly RoleRow[];
}

export function UserTable({ onEdit, onDelete, scope, roles, ...page }: UserTableProps) {
  const { t } = useTranslation();
  const sortOrderOf = (field: UserSortField) =>
    page.state.sortField === field ? (page.state.sortOrder ?? null) : null;

  const actions = (user: UserRow) => {
    const self = user.id === scope.userId;
    const manageable = canManageUser(scope, user, roles);
    // A reason disables its button: no one deletes their own user, nor touches one beyond their codes.
    const editRefusal = manageable ? undefined : t('users.userBeyondYou');
    const deleteRefusal = self ? t('users.cannotDeleteSelf') : editRefusal;
    return (
      <RowActions
        rowName={user.name}
        editText={t('users.edit')}
        onEdit={() => onEdit(user)}
        editDisabledReason={editRefusal}
        deleteText={t('users.delete')}
        deleteConfirm={t('users.deleteConfirm', { name: user.name })}
        onDelete={() => onDelete(user)}
        deleteDisabledReason={deleteRefusal}
      />
    );
  };

  const columns: TableProps<UserRow>['columns'] = [
    { title: t('users.name'), dataIndex: 'name', key: 'name', sorter: true, sortOrder: sortOrderOf('name') },
    { title: t('users.phone'), dataIndex: 'phone', key: 'phone' },
    { title: t('users.email'), dataIndex: 'email', key: 'email', responsive: ['md'] },
    { title: t('users.roleName'), dataIndex: 'roleName', key: 'roleName' },
    {
      title: t('users.platform'),
      dataIndex: 'platformType',
      key: 'platformType',
      responsive: ['lg'],
      render: (value: number | null) => t(`users.platforms.${toPlatformChoice(value)}`),
    },
    {
      title: t('users.createdTime'),
      dataIndex: 'createdTime',
      key: 'createdTime',
      sorter: true,
      sortOrder: sortOrderOf('createdTime'),
      responsive: ['sm'],
    },
    { title: t('users.actions'), key: 'actions', fixed: 'right', render: (_, user) => actions(user) },
  ];

  return (
    <ServerPagedTable<UserRow, UserSortField>
      testId="user-table"
      {...page}
      columns={columns}
      sortFields={USER_SORT_FIELDS}
      totalText={(count) => t('users.total', { count })}
      empty={t('users.empty')}
    />
  );
}
