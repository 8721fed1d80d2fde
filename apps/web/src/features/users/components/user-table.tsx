import { Button, Popconfirm, Space, Table, Tooltip, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { USER_SORT_FIELDS, type RoleRow, type UserRow, type UserSortField } from '@ota/contract';
import { nextTableState, serverPagination, type ServerTableState } from '../../../lib/server-table';
import { canManageUser, type ClientGrantScope } from '../utils/grant-scope';
import { toPlatformChoice } from '../utils/platform-choice';

export type UserTableState = ServerTableState<UserSortField>;

interface UserTableProps {
  rows: readonly UserRow[];
  total: number;
  loading: boolean;
  state: UserTableState;
  onChange: (state: UserTableState) => void;
  onEdit: (user: UserRow) => void;
  onDelete: (user: UserRow) => Promise<unknown>;
  scope: ClientGrantScope;
  roles: readonly RoleRow[];
}

export function UserTable({
  rows,
  total,
  loading,
  state,
  onChange,
  onEdit,
  onDelete,
  scope,
  roles,
}: UserTableProps) {
  const { t } = useTranslation();
  const sortOrderOf = (field: UserSortField) =>
    state.sortField === field ? (state.sortOrder ?? null) : null;

  const actions = (user: UserRow) => {
    const self = user.id === scope.userId;
    const manageable = canManageUser(scope, user, roles);
    const editHint = manageable ? undefined : t('users.userBeyondYou');
    const deleteHint = self ? t('users.cannotDeleteSelf') : editHint;
    return (
      <Space size={0} wrap>
        <Tooltip title={editHint}>
          <Button
            type="link"
            icon={<EditOutlined />}
            disabled={!manageable}
            onClick={() => onEdit(user)}
            aria-label={`${t('users.edit')} ${user.name}`}
          >
            {t('users.edit')}
          </Button>
        </Tooltip>
        <Tooltip title={deleteHint}>
          <Popconfirm
            title={t('users.deleteConfirm', { name: user.name })}
            okText={t('users.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            disabled={self || !manageable}
            onConfirm={() => onDelete(user).catch(() => undefined)}
          >
            <Button
              type="link"
              danger
              icon={<DeleteOutlined />}
              disabled={self || !manageable}
              aria-label={`${t('users.delete')} ${user.name}`}
            >
              {t('users.delete')}
            </Button>
          </Popconfirm>
        </Tooltip>
      </Space>
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

  const handleChange: TableProps<UserRow>['onChange'] = (pagination, _filters, sorter) =>
    onChange(nextTableState(state, pagination, sorter, USER_SORT_FIELDS));

  return (
    <Table<UserRow>
      rowKey="id"
      data-testid="user-table"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      onChange={handleChange}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('users.empty') }}
      pagination={serverPagination(state, total, (count) => t('users.total', { total: count }))}
    />
  );
}
