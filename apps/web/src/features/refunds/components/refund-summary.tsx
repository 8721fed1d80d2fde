import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REFUND_CASE, type RefundDetail } from '@ota/contract';
import { CaseDeadline } from '../../../components/cases/case-deadline';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { RefundStatusTag, RefundTypeLabel } from './refund-tags';

/** The refund's own fields. */
export function RefundSummary({ refund, answeredAt }: { refund: RefundDetail; answeredAt: number }) {
  const { t } = useTranslation();
  const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount, refund.currency));
  const stamp = (who: string, when: string) => `${who} · ${formatApiDateTime(when, 'second')}`;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 3 }}
      data-testid="refund-summary"
      items={[
        { key: 'refundNo', label: t('refunds.refundNo'), children: refund.refundNo },
        { key: 'status', label: t('refunds.status'), children: <RefundStatusTag status={refund.status} /> },
        { key: 'type', label: t('refunds.type'), children: <RefundTypeLabel type={refund.refundType} /> },
        {
          key: 'orderNo',
          label: t('refunds.orderNo'),
          children: (
            <Link to={`/html/orderList/details?orderNo=${encodeURIComponent(refund.orderNo)}`}>
              {refund.orderNo}
            </Link>
          ),
        },
        { key: 'pnr', label: t('refunds.pnr'), children: refund.pnr },
        { key: 'airline', label: t('refunds.airline'), children: refund.airline },
        { key: 'passengers', label: t('refunds.passengers'), children: refund.passengers },
        { key: 'segments', label: t('refunds.segments'), span: 2, children: refund.segments },
        {
          key: 'applicationAmount',
          label: t('refunds.applicationAmount'),
          children: money(refund.applicationAmount),
        },
        {
          key: 'confirmedAmount',
          label: t('refunds.confirmedAmount'),
          children: money(refund.confirmedAmount),
        },
        { key: 'serviceCharge', label: t('refunds.serviceCharge'), children: money(refund.serviceCharge) },
        {
          key: 'deadline',
          label: t('refunds.deadline'),
          children: <CaseDeadline kind={REFUND_CASE} row={refund} answeredAt={answeredAt} />,
        },
        {
          key: 'created',
          label: t('refunds.createdByAt'),
          children: stamp(refund.createdBy, refund.createTime),
        },
        {
          key: 'updated',
          label: t('refunds.updatedByAt'),
          children: stamp(refund.updatedBy, refund.updateTime),
        },
        { key: 'remark', label: t('refunds.remark'), span: 3, children: refund.remark || '—' },
      ]}
    />
  );
}
