import { useTranslation } from 'react-i18next';
import { PASSENGER_CHANGE_CASE, type PassengerChangeType } from '@ota/contract';
import { caseStatusTag } from '../../../components/cases/case-status-tag';
import { STATUS_COLORS } from '../lib/change-view';

export const ChangeStatusTag = caseStatusTag(PASSENGER_CHANGE_CASE, STATUS_COLORS, 'change-status');

export function ChangeTypeLabel({ type }: { type: PassengerChangeType }) {
  const { t } = useTranslation();
  return <>{t(`passengerChanges.types.${type}`)}</>;
}
