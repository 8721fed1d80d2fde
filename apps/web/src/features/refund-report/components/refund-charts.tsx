import { Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RefundReportGroup } from '@ota/contract';
import { formatMoney } from '../../../lib/format';

const THEME = '#169efd';

interface ChartProps {
  title: string;
  testId: string;
  groups: RefundReportGroup[];
  label: (key: string) => string;
}

/** One bar per group: how many refunds; the tooltip adds what they credited in EUR. */
function GroupChart({ title, testId, groups, label }: ChartProps) {
  const { t } = useTranslation();
  const data = groups.map((group) => ({ ...group, name: label(group.key) }));
  return (
    <Card size="small" title={title} data-testid={testId}>
      {data.length === 0 ? (
        <Empty description={t('refundReport.empty')} />
      ) : (
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" interval={0} tick={{ fontSize: 11 }} />
            <YAxis allowDecimals={false} />
            <Tooltip
              formatter={(value, _name, item) => [
                `${String(value)} · ${formatMoney((item.payload as RefundReportGroup).creditedAmountEur, 'EUR')}`,
                t('refundReport.count'),
              ]}
            />
            <Bar dataKey="count" fill={THEME} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </Card>
  );
}

/** Refunds by state and by airline (issue 11 §5): the shape of the range at a glance. */
export function RefundCharts({
  byStatus,
  byAirline,
}: {
  byStatus: RefundReportGroup[];
  byAirline: RefundReportGroup[];
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} lg={12}>
        <GroupChart
          title={t('refundReport.byStatus')}
          testId="refund-chart-status"
          groups={byStatus}
          label={(key) => t(`refundReport.statuses.${key}`, { defaultValue: key })}
        />
      </Col>
      <Col xs={24} lg={12}>
        <GroupChart
          title={t('refundReport.byAirline')}
          testId="refund-chart-airline"
          groups={byAirline}
          label={(key) => key}
        />
      </Col>
    </Row>
  );
}
