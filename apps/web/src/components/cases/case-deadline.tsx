import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseKind } from '@ota/contract';
import { deadlineView, formatLeft, type DeadlineRow } from '../../lib/case-deadline';

/** The clock, read once a second while `ticking`. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

interface CaseDeadlineProps<S extends string> {
  kind: CaseKind<S>;
  row: DeadlineRow<S>;
  /**
   * When the server answered (the query's dataUpdatedAt): its secondsLeft counts from then, so the
   * countdown needs neither the business time zone nor a clock in step with the server's.
   */
  answeredAt: number;
}

/** A case's deadline: the time left on a quote, ticking, "expired" once past, else the date. */
export function CaseDeadline<S extends string>({ kind, row, answeredAt }: CaseDeadlineProps<S>) {
  const { t } = useTranslation();
  // Only a running quote ticks; every other deadline reads the same until the next answer.
  const now = useNow(deadlineView(kind, row, 0).kind === 'left');
  const view = deadlineView(kind, row, Math.floor((now - answeredAt) / 1000));
  switch (view.kind) {
    case 'none':
      return <>—</>;
    case 'expired':
      return (
        <Typography.Text type="danger" data-testid="case-deadline">
          {t('cases.expired')}
        </Typography.Text>
      );
    case 'left':
      return (
        <Typography.Text type={view.seconds < 3600 ? 'warning' : undefined} data-testid="case-deadline">
          {t('cases.timeLeft', { time: view.text })}
        </Typography.Text>
      );
    case 'at':
      return <span data-testid="case-deadline">{view.text}</span>;
  }
}

/** Time left to an open case's deadline, ticking each second from when the server answered. */
export function CaseCountdown({
  secondsLeft,
  answeredAt,
}: {
  secondsLeft: number | null;
  answeredAt: number;
}) {
  const { t } = useTranslation();
  const now = useNow(secondsLeft !== null);
  if (secondsLeft === null) return <>—</>;
  const left = secondsLeft - Math.floor((now - answeredAt) / 1000);
  if (left <= 0) return <Typography.Text type="danger">{t('cases.expired')}</Typography.Text>;
  return <span data-testid="case-countdown">{formatLeft(left)}</span>;
}
