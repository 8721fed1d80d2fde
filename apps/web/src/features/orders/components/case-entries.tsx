import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Permission, type PermissionCode } from '@ota/contract';
import { addFromOrderLink, type AddPrefill } from '../../../lib/add-from-order';
import { useSession } from '../../../lib/session';

interface Entry {
  key: string;
  code: PermissionCode;
  listPath: string;
  /** Whether the kind's add form takes the passengers and flights picked here. */
  picks: boolean;
}

/** The kinds opened on their own list page's add form, from this order. */
const ENTRIES: readonly Entry[] = [
  { key: 'baggage', code: Permission.BAGGAGE, listPath: '/html/baggage', picks: true },
  { key: 'seat', code: Permission.SEATS, listPath: '/html/seat', picks: true },
  { key: 'voidTicket', code: Permission.VOID_TICKETS, listPath: '/html/voidTicket', picks: false },
  { key: 'compensation', code: Permission.COMPENSATION, listPath: '/html/compensation', picks: false },
  // The server lets the ticket-change desk (1005-2) open one too, but its form lives on the passenger
  // change list, which the menu gives to 1005-4 only.
  { key: 'passengerChange', code: Permission.PASSENGERS, listPath: '/html/passenger', picks: true },
];

/** Buttons that open another kind's add form with this order filled in, for those holding its code. */
export function CaseEntries({ prefill }: { prefill: AddPrefill }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { codes } = useSession();
  const held = new Set(codes ?? []);
  const entries = ENTRIES.filter((entry) => held.has(entry.code));
  if (entries.length === 0) return null;
  // Their own Space: a list handed to the card's Space would be one item, the buttons touching.
  return (
    <Space wrap data-testid="case-entries">
      {entries.map((entry) => (
        <Button
          key={entry.key}
          data-testid={`start-${entry.key}`}
          onClick={() =>
            navigate(
              addFromOrderLink(
                entry.listPath,
                entry.picks ? prefill : { orderNo: prefill.orderNo, passengerIds: [], segmentIds: [] },
              ),
            )
          }
        >
          {t(`cases.fromOrder.${entry.key}`)}
        </Button>
      ))}
    </Space>
  );
}
