import { Button, Empty, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WrapperRow, WrapperStatus } from '@ota/contract';
import { RowActions } from '../../../components/row-actions';
import { nextTableState, type ServerTableState } from '../../../lib/server-table';
import { LastTestCell } from './last-test-cell';
import { WrapperStatusCell } from './wrapper-status-cell';

/** The columns sorted here, within the page the server answered. */
export const WRAPPER_SORT_FIELDS = ['name', 'status'] as const;
export type WrapperSortField = (typeof WRAPPER_SORT_FIELDS)[number];

export interface WrapperTableProps {
  rows: WrapperRow[];
  total: number;
  state: ServerTableState<WrapperSortField>;
  onChange: (state: ServerTableState<WrapperSortField>) => void;
  loading: boolean;
  /** Ids with a call under way, so their buttons show it. */
  switchingId: number | null;
  testingId: number | null;
  onSwitch: (record: WrapperRow, status: WrapperStatus) => void;
  onTest: (record: WrapperRow) => void;
  onEdit: (record: WrapperRow) => void;
  onDelete: (record: WrapperRow) => Promise<void>;
}

export function WrapperTable(props: WrapperTableProps) {
  const { t } = useTranslation();
  const { state, onChange } = props;
  const sortOrderOf = (field: WrapperSortField) =>
    state.sortField === field ? (state.sortOrder ?? null) : null;
  const columns: TableColumnsType<WrapperRow> = [
    {
      title: t('airlines.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      sortOrder: sortOrderOf('name'),
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: t('airlines.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: (a, b) => a.status.localeCompare(b.status),
      sortOrder: sortOrderOf('status'),
      render: (_status, record) => (
        <WrapperStatusCell
          record={record}
          switching={props.switchingId === record.id}
          onSwitch={props.onSwitch}
        />
      ),
    },
    {
      title: t('airlines.wrapperurl'),
      dataIndex: 'wrapperurl',
      render: (url: string) => (
        <Typography.Text copyable={{ text: url }} style={{ wordBreak: 'break-all' }}>
          {url}
        </Typography.Text>
      ),
    },
    {
      title: t('airlines.lastTest'),
      dataIndex: 'lastTest',
      render: (_value, record) => <LastTestCell result={record.lastTest} />,
    },
    {
      title: t('airlines.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_value, record) => (
        <RowActions
          extra={
            <Button
              type="link"
              icon={<ApiOutlined />}
              loading={props.testingId === record.id}
              onClick={() => props.onTest(record)}
            >
              {t('airlines.testConnection')}
            </Button>
          }
          editText={t('airlines.edit')}
          onEdit={() => props.onEdit(record)}
          deleteText={t('airlines.delete')}
          deleteConfirm={t('airlines.deleteConfirm', { name: record.name })}
          deleteHint={t('airlines.deleteHint')}
          onDelete={() => props.onDelete(record)}
        />
      ),
    },
  ];

  return (
    <Table<WrapperRow>
      rowKey="id"
      data-testid="wrapper-table"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('airlines.empty')} /> }}
      onChange={(pagination, _filters, sorter) =>
        onChange(nextTableState(state, pagination, sorter, WRAPPER_SORT_FIELDS))
      }
      pagination={{
        current: state.pageNum,
        pageSize: state.pageSize,
        total: props.total,
        showSizeChanger: true,
        showTotal: (total) => t('airlines.total', { total }),
      }}
    />
  );
}
