import { Button, Empty, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISRUPTION_SORT_FIELDS, type DisruptionRow, type DisruptionSortField } from '@ota/contract';
import { ServerPagedTable, type ServerPage } from '../../../components/server-paged-table';
import { delayText, scheduleText } from '../lib/disruption-view';
import { AffectedCount } from './affected-count';
import { DisruptionStatusTag, DisruptionTypeTag } from './disruption-tags';

interface DisruptionTableProps extends ServerPage<DisruptionRow, DisruptionSortField> {
  onOpen: (row: DisruptionRow) => void;
}

export function DisruptionTable({ onOpen, ...page }: DisruptionTableProps) {
  const { t } = useTranslation();
  const sortOrderOf = (field: DisruptionSortField) =>
    page.state.sortField === field ? (page.state.sortOrder ?? null) : null;

  const columns: TableProps<DisruptionRow>['columns'] = [
    {
      title: t('disruptions.disruptionNo'),
      dataIndex: 'disruptionNo',
      key: 'disruptionNo',
      render: (value: string, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(row)} data-testid="open-disruption">
          {value}
        </Button>
      ),
    },
    {
      title: t('disruptions.type'),
      key: 'type',
      render: (_value, row) => <DisruptionTypeTag type={row.type} />,
    },
    {
      title: t('disruptions.flight'),
      key: 'flight',
      render: (_value, row) => (
        <span>
          <Typography.Text strong>{row.flightNo}</Typography.Text> {row.dep}→{row.arr}
        </span>
      ),
    },
    {
      title: t('disruptions.flightDate'),
      dataIndex: 'flightDate',
      key: 'flightDate',
      sorter: true,
      sortOrder: sortOrderOf('flightDate'),
    },
    {
      title: t('disruptions.schedule'),
      key: 'delayMinutes',
      sorter: true,
      sortOrder: sortOrderOf('delayMinutes'),
      responsive: ['md'],
      render: (_value, row) => {
        const { from, to } = scheduleText(row);
        if (to === null) return <Typography.Text delete>{from}</Typography.Text>;
        return (
          <span>
            {from} → {to} <Typography.Text type="secondary">({delayText(row.delayMinutes)})</Typography.Text>
          </span>
        );
      },
    },
    {
      title: t('disruptions.affected'),
      key: 'affected',
      render: (_value, row) => (
        <AffectedCount orders={row.affectedOrders} passengers={row.affectedPassengers} />
      ),
    },
    {
      title: t('disruptions.status'),
      key: 'status',
      render: (_value, row) => <DisruptionStatusTag status={row.status} />,
    },
    {
      title: t('disruptions.detectedAt'),
      dataIndex: 'detectedAt',
      key: 'detectedAt',
      sorter: true,
      sortOrder: sortOrderOf('detectedAt'),
      responsive: ['lg'],
    },
  ];

  return (
    <ServerPagedTable<DisruptionRow, DisruptionSortField>
      testId="disruption-table"
      {...page}
      columns={columns}
      sortFields={DISRUPTION_SORT_FIELDS}
      totalText={(count) => t('disruptions.total', { total: count })}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('disruptions.empty')} />}
    />
  );
}
