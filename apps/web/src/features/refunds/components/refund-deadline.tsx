import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundRow } from '@ota/contract';
import { deadlineView } from '../lib/refund-view';

/** The clock, read once a second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

interface RefundDeadlineProps {
  row: Pick<RefundRow, 'status' | 'deadline' | 'secondsLeft'>;
  /**
   * When the server answered (the query's dataUpdatedAt): its secondsLeft counts from then, so the
   * countdown needs neither the business time zone nor a clock in step with the server's.
   */
  answeredAt: number;
}

/** A refund's deadline: the time left on a quote, ticking, "expired" once past. */
export function RefundDeadline({ row, answeredAt }: RefundDeadlineProps) {
  const { t } = useTranslation();
  // Only a running quote ticks; every other deadline reads the same until the next answer.
  const now = useNow(deadlineView(row, 0).kind === 'left');
  const view = deadlineView(row, Math.floor((now - answeredAt) / 1000));
  switch (view.kind) {
    case 'none':
      return <>—</>;
    case 'expired':
      return (
        <Typography.Text type="danger" data-testid="refund-deadline">
          {t('refunds.expired')}
        </Typography.Text>
      );
    case 'left':
      return (
        <Typography.Text type={view.seconds < 3600 ? 'warning' : undefined} data-testid="refund-deadline">
          {t('refunds.timeLeft', { time: view.text })}
        </Typography.Text>
      );
    case 'at':
      return <span data-testid="refund-deadline">{view.text}</span>;
  }
}
