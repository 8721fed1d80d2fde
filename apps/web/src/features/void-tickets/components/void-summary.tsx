import type { VoidTicketDetail } from '@ota/contract';
import { CaseSummary, useSummaryItems } from '../../../components/cases/case-summary';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { VoidWindow } from './void-tags';

/** What the void is of: the order, passenger and ticket, its window, the amount and who did what. */
export function VoidSummary({ void: voidCase, answeredAt }: { void: VoidTicketDetail; answeredAt: number }) {
  const { item, order, signedBriefly } = useSummaryItems('voidTickets', voidCase);
  const money = (amount: string | null) => formatMoney(amount, voidCase.currency) || '—';
  return (
    <CaseSummary
      testId="void-summary"
      items={[
        ...order,
        item('passenger', voidCase.passengers),
        item('ticketNo', voidCase.ticketNo),
        item('flight', voidCase.segments),
        item('issued', formatApiDateTime(voidCase.issueTime, 'minute')),
        item('timeLeft', <VoidWindow row={voidCase} answeredAt={answeredAt} />),
        item('amount', <span data-testid="void-amount">{money(voidCase.applicationAmount)}</span>),
        item('reversed', <span data-testid="void-reversed">{money(voidCase.confirmedAmount)}</span>),
        item('airlineVoidId', voidCase.airlineVoidId ?? '—'),
        ...signedBriefly,
      ]}
    />
  );
}
