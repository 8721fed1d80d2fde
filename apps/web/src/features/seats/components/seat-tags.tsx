import { useTranslation } from 'react-i18next';
import { SEAT_CASE } from '@ota/contract';
import { caseStatusTag } from '../../../components/cases/case-status-tag';
import { STATUS_COLORS } from '../lib/seat-view';

export const SeatStatusTag = caseStatusTag(SEAT_CASE, STATUS_COLORS, 'seat-status');

/** The airline's seat type in the operator's language; an unknown one as the airline named it. */
export function SeatTypeText({ seatType }: { seatType: string }) {
  const { t } = useTranslation();
  return <>{t(`seats.seatTypes.${seatType}`, { defaultValue: seatType })}</>;
}
