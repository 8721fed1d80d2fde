import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VoidTicketDetail } from '@ota/contract';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { orderPath } from '../../../lib/case-detail';
import { VoidWindow } from './void-tags';

/** What the void is of: the order, passenger and ticket, its window, the amount and who did what. */
export function VoidSummary({ void: voidCase, answeredAt }: { void: VoidTicketDetail; answeredAt: number }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`voidTickets.${key}`);
  const at = (value: string) => formatApiDateTime(value, 'minute');
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="void-summary">
      <Descriptions.Item label={label('orderNo')}>
        <Link to={orderPath(voidCase.orderNo)}>{voidCase.orderNo}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={label('pnr')}>{voidCase.pnr}</Descriptions.Item>
      <Descriptions.Item label={label('airline')}>{voidCase.airline}</Descriptions.Item>
      <Descriptions.Item label={label('passenger')}>{voidCase.passengers}</Descriptions.Item>
      <Descriptions.Item label={label('ticketNo')}>{voidCase.ticketNo}</Descriptions.Item>
      <Descriptions.Item label={label('flight')}>{voidCase.segments}</Descriptions.Item>
      <Descriptions.Item label={label('issued')}>{at(voidCase.issueTime)}</Descriptions.Item>
      <Descriptions.Item label={label('timeLeft')}>
        <VoidWindow row={voidCase} answeredAt={answeredAt} />
      </Descriptions.Item>
      <Descriptions.Item label={label('amount')}>
        <span data-testid="void-amount">
          {formatMoney(voidCase.applicationAmount, voidCase.currency) || '—'}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={label('reversed')}>
        <span data-testid="void-reversed">
          {formatMoney(voidCase.confirmedAmount, voidCase.currency) || '—'}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={label('airlineVoidId')}>{voidCase.airlineVoidId ?? '—'}</Descriptions.Item>
      {voidCase.remark && <Descriptions.Item label={label('remark')}>{voidCase.remark}</Descriptions.Item>}
      <Descriptions.Item label={label('createdByAt')}>
        {voidCase.createdBy} {at(voidCase.createTime)}
      </Descriptions.Item>
      <Descriptions.Item label={label('updatedByAt')}>
        {voidCase.updatedBy} {at(voidCase.updateTime)}
      </Descriptions.Item>
    </Descriptions>
  );
}
