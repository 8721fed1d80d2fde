import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompensationStatus, CompensationType } from '@ota/contract';
import { DANGER, compensationMoves, type CompensationMove } from '../lib/compensation-view';

interface CompensationActionsProps {
  status: CompensationStatus;
  type: CompensationType;
  /** A move is under way, or what is shown may be out of date: no move until it settles. */
  busy: boolean;
  onMove: (to: CompensationMove) => void;
}

/** The moves this case can make now: the assessment, the airline's answer, the payment, a cancel. */
export function CompensationActions({ status, type, busy, onMove }: CompensationActionsProps) {
  const { t } = useTranslation();
  return (
    <Space wrap data-testid="compensation-actions">
      {compensationMoves(status, type).map((to, index) => (
        <Button
          key={to}
          type={index === 0 && !DANGER.includes(to) ? 'primary' : 'default'}
          danger={DANGER.includes(to)}
          disabled={busy}
          onClick={() => onMove(to)}
          data-testid={`move-${to}`}
        >
          {t(`compensations.actions.${to}`)}
        </Button>
      ))}
    </Space>
  );
}
