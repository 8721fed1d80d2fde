import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderPassenger } from '@ota/contract';
import { formatApiDateTime } from '../../../lib/format';
import type { SegmentView } from '../lib/detail-view';

export interface SegmentsTableProps {
  segments: SegmentView[];
  /** To name the passenger who alone flies a segment (after a ticket change of some passengers). */
  passengers: readonly Pick<OrderPassenger, 'id' | 'nameForShow'>[];
  selected: readonly number[];
  onSelect: (ids: number[]) => void;
}

/** The flights, each with its checkbox (the starting point of after-sales cases). */
export function SegmentsTable({ segments, passengers, selected, onSelect }: SegmentsTableProps) {
  const { t } = useTranslation();
  const split = segments.some((s) => s.passengerId !== null);
  // Decision 0041: a shared flight is flown by everyone who has none of their own that way.
  const flownBy = (s: SegmentView) => {
    if (s.passengerId !== null) return passengers.find((p) => p.id === s.passengerId)?.nameForShow ?? '';
    const others = segments.some((o) => o.back === s.back && o.passengerId !== null);
    return t(others ? 'orders.detail.flownByOthers' : 'orders.detail.flownByAll');
  };
  const columns: TableColumnsType<SegmentView> = [
    { title: t('orders.detail.flightNo'), dataIndex: 'flightNo' },
    { title: t('orders.columns.airline'), dataIndex: 'airline' },
    { title: t('orders.detail.from'), dataIndex: 'dep' },
    { title: t('orders.detail.to'), dataIndex: 'arr' },
    {
      title: t('orders.detail.departs'),
      key: 'dep',
      render: (_v, s) => formatApiDateTime(s.fullDepTime, 'minute'),
    },
    {
      title: t('orders.detail.arrives'),
      key: 'arr',
      render: (_v, s) => formatApiDateTime(s.fullArrTime, 'minute'),
    },
    {
      title: t('orders.detail.direction'),
      dataIndex: 'back',
      render: (back: boolean) => (
        <Tag color={back ? 'purple' : 'blue'}>
          {t(back ? 'orders.detail.return' : 'orders.detail.outbound')}
        </Tag>
      ),
    },
    {
      title: t('orders.detail.cabin'),
      dataIndex: 'cabin',
      render: (cabin: string) => t(`orders.cabins.${cabin}`),
    },
    ...(split
      ? [
          {
            title: t('orders.detail.flownBy'),
            key: 'flownBy',
            render: (_v: unknown, s: SegmentView) => flownBy(s),
          },
        ]
      : []),
  ];
  return (
    <Table<SegmentView>
      rowKey="id"
      data-testid="segments-table"
      columns={columns}
      dataSource={segments}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: [...selected], onChange: (keys) => onSelect(keys.map(Number)) }}
      locale={{ emptyText: t('orders.detail.noSegments') }}
    />
  );
}
