import { Button } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RefundStatus } from '@ota/contract';
import { CaseActions } from '../../../components/cases/case-actions';
import { DANGER, refundActions } from '../lib/refund-view';

interface RefundActionsProps {
  status: RefundStatus;
  /** A move or an airline question is under way: one at a time. */
  busy: boolean;
  onMove: (to: RefundStatus) => void;
  refreshing: boolean;
  onRefreshAirline: () => void;
}

/** The moves this refund can make now (the contract's REFUND_CASE), and asking the airline for its answer. */
export function RefundActions({ status, busy, onMove, refreshing, onRefreshAirline }: RefundActionsProps) {
  const { t } = useTranslation();
  return (
    <CaseActions
      area="refunds"
      testId="refund-actions"
      moves={refundActions(status)}
      danger={DANGER}
      busy={busy}
      onMove={onMove}
      before={
        status === 'SUBMITTED_TO_AIRLINE' && (
          <Button
            icon={<SyncOutlined />}
            loading={refreshing}
            disabled={busy && !refreshing}
            onClick={onRefreshAirline}
            data-testid="refresh-airline"
          >
            {t('refunds.refreshAirline')}
          </Button>
        )
      }
    />
  );
}
