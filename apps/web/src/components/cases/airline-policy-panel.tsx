import { useState } from 'react';
import { Alert, Button, Collapse, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Permission } from '@ota/contract';
import { useAirlinePolicy, type AirlinePolicy } from '../../lib/airline-policy';
import { formatMoney } from '../../lib/format';
import { useSession } from '../../lib/session';

type SegmentRules = AirlinePolicy['segments'][number];

/** The codes the server's `/airline/policy/details` takes (1005-1 or 1005-2). */
const POLICY_CODES: readonly string[] = [Permission.REFUNDS, Permission.TICKET_CHANGES];

interface AirlinePolicyPanelProps {
  orderNo: string;
  /** The case's airline, named in the panel's title before its rules are read. */
  airline: string;
  /** Which rule the operator is quoting: its column comes first. */
  focus: 'refund' | 'change';
}

/**
 * "Airline policy": the refund and change rules of the order's fares, beside a refund's or a ticket
 * change's quote. Folded until opened; the airline is asked only then. Shown only to a user whose
 * codes the server's call takes.
 */
export function AirlinePolicyPanel({ orderNo, airline, focus }: AirlinePolicyPanelProps) {
  const { t } = useTranslation();
  const { codes } = useSession();
  const [opened, setOpened] = useState(false);
  if (!(codes ?? []).some((code) => POLICY_CODES.includes(code))) return null;
  return (
    <Collapse
      size="small"
      data-testid="airline-policy"
      activeKey={opened ? ['policy'] : []}
      onChange={(keys) => setOpened(keys.length > 0)}
      items={[
        {
          key: 'policy',
          label: t('cases.policy.title', { airline }),
          children: opened && <PolicyBody orderNo={orderNo} focus={focus} />,
        },
      ]}
    />
  );
}

function PolicyBody({ orderNo, focus }: { orderNo: string; focus: 'refund' | 'change' }) {
  const { t } = useTranslation();
  const query = useAirlinePolicy(orderNo, true);
  const retry = (
    <Button
      size="small"
      icon={<ReloadOutlined />}
      onClick={() => void query.refetch()}
      data-testid="airline-policy-retry"
    >
      {t('cases.reload')}
    </Button>
  );
  if (query.isLoading)
    return (
      <div data-testid="airline-policy-loading">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  // A failed call showed its own error toast; the panel says the rules could not be read.
  if (query.isError || !query.data)
    return (
      <Alert
        type="error"
        showIcon
        title={t('cases.policy.failed')}
        action={retry}
        data-testid="airline-policy-error"
      />
    );
  if (!query.data.found)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('cases.policy.refused')}
        description={query.data.message}
        action={retry}
        data-testid="airline-policy-error"
      />
    );
  return <PolicyRules policy={query.data.policy} focus={focus} />;
}

function PolicyRules({ policy, focus }: { policy: AirlinePolicy; focus: 'refund' | 'change' }) {
  const { t } = useTranslation();
  if (policy.segments.length === 0 && policy.notes.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('cases.policy.none')}
        data-testid="airline-policy-empty"
      />
    );
  const rule = (allowed: boolean, penalty: number | null) =>
    !allowed ? (
      <Tag color="error">{t('cases.policy.notAllowed')}</Tag>
    ) : penalty === null || penalty === 0 ? (
      <Tag color="success">{t('cases.policy.free')}</Tag>
    ) : (
      t('cases.policy.penalty', { amount: formatMoney(penalty, policy.currency) })
    );
  const refundColumn = {
    key: 'refund',
    title: t('cases.policy.refund'),
    render: (_: unknown, rules: SegmentRules) => rule(rules.refundable, rules.refundPenalty),
  };
  const changeColumn = {
    key: 'change',
    title: t('cases.policy.change'),
    render: (_: unknown, rules: SegmentRules) => rule(rules.changeable, rules.changePenalty),
  };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="airline-policy-rules">
      <Table<SegmentRules>
        rowKey={(rules) => `${rules.flightNo}-${rules.fareBasis}`}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={policy.segments}
        columns={[
          { key: 'flight', title: t('cases.policy.flight'), dataIndex: 'flightNo' },
          {
            key: 'fare',
            title: t('cases.policy.fare'),
            render: (_value, rules) => (
              <span style={{ textTransform: 'capitalize' }}>
                {rules.family} · {rules.fareBasis}
              </span>
            ),
          },
          ...(focus === 'refund' ? [refundColumn, changeColumn] : [changeColumn, refundColumn]),
        ]}
      />
      {policy.notes.length > 0 && (
        <div data-testid="airline-policy-notes">
          <Typography.Text strong>{t('cases.policy.notes')}</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {policy.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
      <Typography.Text type="secondary">
        {t('cases.policy.answeredBy', { name: policy.answeredBy })}
      </Typography.Text>
    </Space>
  );
}
