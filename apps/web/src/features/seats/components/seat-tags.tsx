import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SeatStatus } from '@ota/contract';
import { STATUS_COLORS } from '../lib/seat-view';

export function SeatStatusTag({ status }: { status: SeatStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="seat-status" data-status={status}>
      {t(`seats.statuses.${status}`)}
    </Tag>
  );
}

/** The airline's seat type in the operator's language; an unknown one as the airline named it. */
export function SeatTypeText({ seatType }: { seatType: string }) {
  const { t } = useTranslation();
  return <>{t(`seats.seatTypes.${seatType}`, { defaultValue: seatType })}</>;
}
