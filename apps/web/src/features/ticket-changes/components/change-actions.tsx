import { Button } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TicketChangeStatus } from '@ota/contract';
import { CaseActions } from '../../../components/cases/case-actions';
import { DANGER, changeActions, mayTurnIntoRefund } from '../lib/change-view';

interface ChangeActionsProps {
  status: TicketChangeStatus;
  /** A move is under way, or what is shown may be stale: one at a time. */
  busy: boolean;
  onMove: (to: TicketChangeStatus) => void;
  onRefund: () => void;
}

/** The moves this change can make now (the contract's TICKET_CHANGE_CASE), and turning it into a refund. */
export function ChangeActions({ status, busy, onMove, onRefund }: ChangeActionsProps) {
  const { t } = useTranslation();
  return (
    <CaseActions
      area="ticketChanges"
      testId="change-actions"
      moves={changeActions(status)}
      danger={DANGER}
      busy={busy}
      onMove={onMove}
      after={
        mayTurnIntoRefund(status) && (
          <Button
            icon={<RollbackOutlined />}
            disabled={busy}
            onClick={onRefund}
            data-testid="turn-into-refund"
          >
            {t('ticketChanges.refund.action')}
          </Button>
        )
      }
    />
  );
}
