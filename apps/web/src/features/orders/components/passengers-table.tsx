import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIT_TABLE, withKeyColumn } from '../../../components/table-fit';
import { formatBirthday } from '../../../lib/format';
import { ageTypeKey, type PassengerView } from '../lib/detail-view';

export interface PassengersTableProps {
  passengers: PassengerView[];
  selected: readonly number[];
  onSelect: (ids: number[]) => void;
}

export function PassengersTable({ passengers, selected, onSelect }: PassengersTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<PassengerView> = [
    {
      title: t('orders.detail.name'),
      dataIndex: 'nameForShow',
      render: (name: string, p) => <span title={p.name}>{name}</span>,
    },
    {
      title: t('orders.detail.ageType'),
      dataIndex: 'ageType',
      render: (value: number) => t(`orders.ageTypes.${ageTypeKey(value)}`),
    },
    {
      title: t('orders.detail.gender'),
      dataIndex: 'gender',
      render: (value: string) => t(`orders.genders.${value}`),
    },
    {
      title: t('orders.detail.birthday'),
      dataIndex: 'birthday',
      render: (value: string) => formatBirthday(value),
    },
    { title: t('orders.detail.nationality'), dataIndex: 'nationality' },
    {
      title: t('orders.detail.cardType'),
      dataIndex: 'cardType',
      render: (value: string) => t(`orders.cardTypes.${value}`),
    },
    { title: t('orders.detail.cardNum'), dataIndex: 'cardNum' },
    { title: t('orders.detail.cardExpired'), dataIndex: 'cardExpired' },
    { title: t('orders.detail.cardIssuePlace'), dataIndex: 'cardIssuePlace' },
    {
      title: t('orders.detail.ticketNo'),
      dataIndex: 'ticketNo',
      render: (value: string | null) => value ?? '—',
    },
    {
      title: t('orders.detail.ticketStatus'),
      dataIndex: 'ticketStatus',
      render: (value: string | null) => (value ? <Tag>{t(`orders.ticketStatuses.${value}`)}</Tag> : '—'),
    },
    {
      title: t('orders.detail.baggageId'),
      key: 'bags',
      render: (_v, p) =>
        p.bags.length === 0 ? (
          '—'
        ) : (
          <span data-testid="passenger-bags">
            {p.bags.map((bag) => (
              <Tag key={bag.id}>
                {bag.id} · {t(`orders.luggageKinds.${bag.kind}`)}
              </Tag>
            ))}
          </span>
        ),
    },
  ];
  return (
    <Table<PassengerView>
      rowKey="id"
      data-testid="passengers-table"
      columns={withKeyColumn(columns)}
      dataSource={passengers}
      pagination={false}
      {...FIT_TABLE}
      className="fit-table"
      rowSelection={{ selectedRowKeys: [...selected], onChange: (keys) => onSelect(keys.map(Number)) }}
      locale={{ emptyText: t('orders.detail.noPassengers') }}
    />
  );
}
