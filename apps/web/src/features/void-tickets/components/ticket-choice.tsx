import { Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VoidableTicket } from '@ota/contract';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { serverText } from '../../../lib/server-message';

/** One passenger's ticket in the add form: its window end and amount, or why it cannot be voided. */
function TicketLine({ ticket }: { ticket: VoidableTicket }) {
  const { t, i18n } = useTranslation();
  return (
    <Space orientation="vertical" size={0}>
      <span>
        <Typography.Text strong>{ticket.passengerName}</Typography.Text> {ticket.ticketNo ?? '—'}
      </span>
      <Typography.Text type="secondary">
        {t('voidTickets.add.windowAndAmount', {
          end: ticket.windowEnd ? formatApiDateTime(ticket.windowEnd, 'minute') : '—',
          amount: formatMoney(ticket.amount, ticket.currency) || '—',
        })}
      </Typography.Text>
      {ticket.refusal && (
        <Typography.Text type="warning" data-testid="ticket-refusal">
          {serverText(ticket.refusal, t, i18n.language)}
        </Typography.Text>
      )}
    </Space>
  );
}

/** The order's tickets to pick one from; those that cannot be voided are disabled, their reason shown. */
export function TicketChoice({
  tickets,
  value,
  onChange,
}: {
  tickets: readonly VoidableTicket[];
  value?: number;
  onChange?: (passengerId: number) => void;
}) {
  return (
    <Radio.Group value={value} onChange={(event) => onChange?.(event.target.value as number)}>
      <Space orientation="vertical">
        {tickets.map((ticket) => (
          <Radio
            key={ticket.passengerId}
            value={ticket.passengerId}
            disabled={ticket.refusal !== null}
            data-testid={`ticket-${ticket.passengerId}`}
          >
            <TicketLine ticket={ticket} />
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
