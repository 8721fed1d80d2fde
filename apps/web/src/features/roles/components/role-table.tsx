import { Space, Table, Tag, Tooltip, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlatformType, type RoleRow } from '@ota/contract';
import { RowActions } from '../../../components/row-actions';
import { useSession } from '../../../lib/session';
import { nextTableState, type ServerTableState } from '../../../lib/server-table';
import { codeTitle } from './code-groups';

const SHOWN_CODES = 6;

/** The translation key of a role's platform: null is the reseller's own, held on any platform. */
function platformKey(platformType: number | null): string {
  if (platformType === PlatformType.ONEFLY) return 'roles.platforms.onefly';
  if (platformType === PlatformType.EDREAMS) return 'roles.platforms.edreams';
  return 'roles.platforms.none';
}

/** The columns the role list sorts by (here, on the one answer that holds every role). */
export const ROLE_SORT_FIELDS = ['id', 'name', 'codes'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

interface RoleTableProps {
  rows: readonly RoleRow[];
  loading: boolean;
  state: ServerTableState<RoleSortField>;
  onChange: (state: ServerTableState<RoleSortField>) => void;
  onEdit: (role: RoleRow) => void;
  onDelete: (role: RoleRow) => Promise<unknown>;
}

export function RoleTable({ rows, loading, state, onChange, onEdit, onDelete }: RoleTableProps) {
  const { t } = useTranslation();
  // The server answers a user bound to a platform its platform's roles only: the column would say one thing.
  const allPlatforms = useSession().user?.platformType == null;
  // A code reads as the screen it opens; the code itself is in its tooltip.
  const screenName = (code: string) => {
    const title = codeTitle(code);
    return title ? t(title) : code;
  };
  const sortOrderOf = (field: RoleSortField) =>
    state.sortField === field ? (state.sortOrder ?? null) : null;

  const codeTags = (codes: readonly string[]) => (
    <Space size={[4, 4]} wrap>
      {codes.slice(0, SHOWN_CODES).map((code) => (
        <Tooltip key={code} title={code}>
          <Tag data-code={code}>{screenName(code)}</Tag>
        </Tooltip>
      ))}
      {codes.length > SHOWN_CODES && (
        <Tooltip title={codes.slice(SHOWN_CODES).map(screenName).join(', ')}>
          <Tag>{t('roles.moreCodes', { count: codes.length - SHOWN_CODES })}</Tag>
        </Tooltip>
      )}
    </Space>
  );

  const columns: TableProps<RoleRow>['columns'] = [
    {
      title: t('roles.id'),
      dataIndex: 'id',
      key: 'id',
      sorter: (a, b) => a.id - b.id,
      sortOrder: sortOrderOf('id'),
      responsive: ['md'],
    },
    {
      title: t('roles.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      sortOrder: sortOrderOf('name'),
    },
    {
      title: t('roles.codes'),
      dataIndex: 'codes',
      key: 'codes',
      sorter: (a, b) => a.codes.length - b.codes.length,
      sortOrder: sortOrderOf('codes'),
      // Screen names are longer than codes: a bounded width lets the tags wrap.
      width: 560,
      render: (codes: string[]) => codeTags(codes),
    },
    ...(allPlatforms
      ? [
          {
            title: t('roles.platform'),
            dataIndex: 'platformType',
            key: 'platformType',
            render: (value: number | null) => t(platformKey(value)),
          },
        ]
      : []),
    {
      title: t('roles.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, role) => (
        <RowActions
          rowName={role.name}
          editText={t('roles.edit')}
          onEdit={() => onEdit(role)}
          deleteText={t('roles.delete')}
          deleteConfirm={t('roles.deleteConfirm', { name: role.name })}
          onDelete={() => onDelete(role)}
        />
      ),
    },
  ];

  return (
    <Table<RoleRow>
      rowKey="id"
      data-testid="role-table"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('roles.empty') }}
      onChange={(pagination, _filters, sorter) =>
        onChange(nextTableState(state, pagination, sorter, ROLE_SORT_FIELDS))
      }
      pagination={{
        current: state.pageNum,
        pageSize: state.pageSize,
        showSizeChanger: true,
        showTotal: (total) => t('roles.total', { count: total }),
      }}
    />
  );
}
