import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** '1d 02:03:04' from whole seconds. */
export function formatLeft(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const clock = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** Time left to a case's deadline, ticking each second from when the server answered. */
export function CaseCountdown({ secondsLeft }: { secondsLeft: number | null }) {
  const { t } = useTranslation();
  const [answeredAt] = useState(() => Date.now());
  const [now, setNow] = useState(answeredAt);
  useEffect(() => {
    if (secondsLeft === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);
  if (secondsLeft === null) return <>—</>;
  const left = secondsLeft - Math.floor((now - answeredAt) / 1000);
  if (left <= 0) return <Typography.Text type="danger">{t('orders.afterSales.expired')}</Typography.Text>;
  return <span data-testid="case-countdown">{formatLeft(left)}</span>;
}
