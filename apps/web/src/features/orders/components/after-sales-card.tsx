import { useState } from 'react';
import { Button, Card, Modal, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REFUND_TYPES, TICKET_CHANGE_TYPES, casePageLink, type OrderCaseRow } from '@ota/contract';
import { CaseCountdown } from '../../../components/cases/case-deadline';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { wordText } from '../../../lib/server-message';
import { CaseEntries } from './case-entries';
import { useOrderCases, useStartCase, type CaseStart } from '../api/order-cases';

const TYPES = { refund: REFUND_TYPES, change: TICKET_CHANGE_TYPES } as const;

interface Props {
  orderNo: string;
  passengerIds: number[];
  segmentIds: number[];
  /** May open cases (the order list's code); others read the table only. */
  mayAct: boolean;
}

/** The order's after-sales cases (spec section 3, Operation records) and the buttons that open one. */
export function AfterSalesCard({ orderNo, passengerIds, segmentIds, mayAct }: Props) {
  const { t } = useTranslation();
  const cases = useOrderCases(orderNo);
  const start = useStartCase(orderNo);
  const [kind, setKind] = useState<CaseStart['kind'] | null>(null);
  const [type, setType] = useState<CaseStart['type']>('VOLUNTARY');
  const chosen = passengerIds.length > 0 && segmentIds.length > 0;

  const open = (next: CaseStart['kind']) => {
    setType('VOLUNTARY');
    setKind(next);
  };
  const submit = () => {
    if (!kind) return;
    start.mutate(
      { kind, orderNo, type, passengerIds, segmentIds },
      {
        onSuccess: (caseNo) => {
          if (!caseNo) return;
          notify.success(t('orders.afterSales.opened', { caseNo }));
          setKind(null);
        },
      },
    );
  };

  const money = (amount: string | null, row: OrderCaseRow) =>
    amount === null ? '—' : formatMoney(amount, row.currency);
  const columns: TableColumnsType<OrderCaseRow> = [
    {
      title: t('orders.afterSales.caseNo'),
      dataIndex: 'caseNo',
      render: (caseNo: string, row) => {
        const link = casePageLink(row.kind, { id: row.id, orderNo });
        return link ? <Link to={link}>{caseNo}</Link> : caseNo;
      },
    },
    {
      title: t('orders.afterSales.serviceType'),
      dataIndex: 'kind',
      render: (value: string) => t(`orders.afterSales.kinds.${value}`),
    },
    {
      title: t('orders.afterSales.status'),
      dataIndex: 'status',
      render: (status: string, row) => (
        <Tag color={row.open ? 'processing' : 'default'}>{wordText(status, t)}</Tag>
      ),
    },
    { title: t('orders.afterSales.applicationAmount'), dataIndex: 'applicationAmount', render: money },
    { title: t('orders.afterSales.confirmedAmount'), dataIndex: 'confirmedAmount', render: money },
    {
      title: t('orders.afterSales.countdown'),
      dataIndex: 'secondsLeft',
      render: (secondsLeft: number | null, row) =>
        row.open ? <CaseCountdown secondsLeft={secondsLeft} answeredAt={cases.dataUpdatedAt} /> : '—',
    },
    { title: t('orders.afterSales.serviceCharge'), dataIndex: 'serviceCharge', render: money },
    {
      title: t('orders.afterSales.createTime'),
      dataIndex: 'createTime',
      render: (value: string) => formatApiDateTime(value, 'minute'),
    },
  ];

  const action = (next: CaseStart['kind']) => (
    <Tooltip title={chosen ? undefined : t('orders.afterSales.chooseFirst')}>
      <span>
        <Button disabled={!chosen} onClick={() => open(next)} data-testid={`start-${next}`}>
          {t(`orders.afterSales.start.${next}`)}
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <Card
      title={t('orders.afterSales.title')}
      extra={
        mayAct && (
          <Space wrap>
            {action('refund')}
            {action('change')}
            <CaseEntries prefill={{ orderNo, passengerIds, segmentIds }} />
          </Space>
        )
      }
    >
      <Table<OrderCaseRow>
        rowKey="id"
        data-testid="after-sales-table"
        columns={columns}
        dataSource={cases.data ?? []}
        loading={cases.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('orders.afterSales.none') }}
      />
      <Modal
        open={kind !== null}
        title={kind ? t(`orders.afterSales.start.${kind}`) : undefined}
        okText={t('orders.afterSales.confirm')}
        confirmLoading={start.isPending}
        onOk={submit}
        onCancel={() => setKind(null)}
        destroyOnHidden
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <span>
            {t('orders.afterSales.selection', {
              passengers: t('orders.afterSales.passengersCount', { count: passengerIds.length }),
              segments: t('orders.afterSales.segmentsCount', { count: segmentIds.length }),
            })}
          </span>
          <Select<CaseStart['type']>
            aria-label={t('orders.afterSales.type')}
            style={{ width: '100%' }}
            value={type}
            onChange={setType}
            options={(kind ? TYPES[kind] : []).map((value) => ({
              value,
              label: t(`orders.afterSales.types.${value}`),
            }))}
          />
        </Space>
      </Modal>
    </Card>
  );
}
