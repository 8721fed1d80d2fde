import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FROM_ORDER_KINDS } from '@ota/contract';
import { addFromOrderLink, type AddPrefill } from '../../../lib/add-from-order';
import { useSession } from '../../../lib/session';

/** Buttons that open another kind's add form with this order filled in, for those holding its code. */
export function CaseEntries({ prefill }: { prefill: AddPrefill }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { codes } = useSession();
  const held = new Set(codes ?? []);
  const entries = FROM_ORDER_KINDS.flatMap(({ pages, fromOrder }) =>
    fromOrder && held.has(pages.code) ? [{ ...fromOrder, listPath: pages.list }] : [],
  );
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
