import type { TicketChangeDetail, TicketChangeStatus } from '@ota/contract';
import { CaseMoveModal } from '../../../components/cases/case-move-modal';
import { formatMoney } from '../../../lib/format';
import { ASKS_REASON, DANGER } from '../lib/change-view';

interface MoveModalProps {
  change: TicketChangeDetail;
  /** The state to move to (any but QUOTED, which has its own dialog); null when closed. */
  to: TicketChangeStatus | null;
  saving: boolean;
  onSubmit: (reason: string | undefined) => Promise<void>;
  onClose: () => void;
}

/** Confirms one move of a change, saying what it does (PAID debits, REISSUED replaces the flights) and asking why where the server needs it. */
export function MoveModal({ change, to, saving, onSubmit, onClose }: MoveModalProps) {
  return (
    <CaseMoveModal
      area="ticketChanges"
      name="change-move"
      to={to}
      titleParams={{ changeNo: change.changeNo }}
      hintParams={{ amount: formatMoney(change.applicationAmount ?? '0', change.currency) }}
      danger={DANGER}
      asksReason={ASKS_REASON}
      reasonRequiredKey="validation.reasonRequired"
      saving={saving}
      onSubmit={({ reason }) => onSubmit(reason)}
      onClose={onClose}
    />
  );
}
