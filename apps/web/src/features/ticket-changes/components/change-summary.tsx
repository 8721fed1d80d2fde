import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TICKET_CHANGE_CASE, type TicketChangeDetail } from '@ota/contract';
import { CaseDeadline } from '../../../components/cases/case-deadline';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { orderPath } from '../../../lib/case-detail';
import { ChangeStatusTag, ChangeTypeLabel } from './change-tags';

/** The change's own fields. */
export function ChangeSummary({ change, answeredAt }: { change: TicketChangeDetail; answeredAt: number }) {
  const { t } = useTranslation();
  const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount, change.currency));
  const stamp = (who: string, when: string) => `${who} · ${formatApiDateTime(when, 'second')}`;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 3 }}
      data-testid="change-summary"
      items={[
        { key: 'changeNo', label: t('ticketChanges.changeNo'), children: change.changeNo },
        {
          key: 'status',
          label: t('ticketChanges.status'),
          children: <ChangeStatusTag status={change.status} />,
        },
        {
          key: 'type',
          label: t('ticketChanges.type'),
          children: <ChangeTypeLabel type={change.changeType} />,
        },
        {
          key: 'orderNo',
          label: t('ticketChanges.orderNo'),
          children: <Link to={orderPath(change.orderNo)}>{change.orderNo}</Link>,
        },
        { key: 'pnr', label: t('ticketChanges.pnr'), children: change.pnr },
        { key: 'airline', label: t('ticketChanges.airline'), children: change.airline },
        { key: 'passengers', label: t('ticketChanges.passengers'), children: change.passengers },
        { key: 'segments', label: t('ticketChanges.segments'), span: 2, children: change.segments },
        {
          key: 'applicationAmount',
          label: t('ticketChanges.applicationAmount'),
          children: money(change.applicationAmount),
        },
        {
          key: 'confirmedAmount',
          label: t('ticketChanges.confirmedAmount'),
          children: money(change.confirmedAmount),
        },
        {
          key: 'serviceCharge',
          label: t('ticketChanges.serviceCharge'),
          children: money(change.serviceCharge),
        },
        {
          key: 'deadline',
          label: t('ticketChanges.deadline'),
          children: <CaseDeadline kind={TICKET_CHANGE_CASE} row={change} answeredAt={answeredAt} />,
        },
        {
          key: 'created',
          label: t('ticketChanges.createdByAt'),
          children: stamp(change.createdBy, change.createTime),
        },
        {
          key: 'updated',
          label: t('ticketChanges.updatedByAt'),
          children: stamp(change.updatedBy, change.updateTime),
        },
        { key: 'remark', label: t('ticketChanges.remark'), span: 3, children: change.remark || '—' },
      ]}
    />
  );
}
