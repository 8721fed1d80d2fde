import { Space, Table, Tag, Tooltip, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleRow } from '@ota/contract';
import { RowActions } from '../../../components/row-actions';
import { codeTitle } from './code-groups';

const SHOWN_CODES = 6;

interface RoleTableProps {
  rows: readonly RoleRow[];
  loading: boolean;
  onEdit: (role: RoleRow) => void;
  onDelete: (role: RoleRow) => Promise<unknown>;
}

export function RoleTable({ rows, loading, onEdit, onDelete }: RoleTableProps) {
  const { t } = useTranslation();

  const codeTags = (codes: readonly string[]) => (
    <Space size={[4, 4]} wrap>
      {codes.slice(0, SHOWN_CODES).map((code) => {
        const title = codeTitle(code);
        return (
          <Tooltip key={code} title={title ? t(title) : undefined}>
            <Tag>{code}</Tag>
          </Tooltip>
        );
      })}
      {codes.length > SHOWN_CODES && (
        <Tooltip title={codes.slice(SHOWN_CODES).join(', ')}>
          <Tag>{t('roles.moreCodes', { count: codes.length - SHOWN_CODES })}</Tag>
        </Tooltip>
      )}
    </Space>
  );

  const columns: TableProps<RoleRow>['columns'] = [
    { title: t('roles.id'), dataIndex: 'id', key: 'id', sorter: (a, b) => a.id - b.id, responsive: ['md'] },
    {
      title: t('roles.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    {
      title: t('roles.codes'),
      dataIndex: 'codes',
      key: 'codes',
      sorter: (a, b) => a.codes.length - b.codes.length,
      render: (codes: string[]) => codeTags(codes),
    },
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
      pagination={{
        showSizeChanger: true,
        defaultPageSize: 20,
        showTotal: (total) => t('roles.total', { total }),
      }}
    />
  );
}
