import { useTranslation } from 'react-i18next';
import { TICKET_CHANGE_CASE, type TicketChangeType } from '@ota/contract';
import { caseStatusTag } from '../../../components/cases/case-status-tag';
import { STATUS_COLORS } from '../lib/change-view';

export const ChangeStatusTag = caseStatusTag(TICKET_CHANGE_CASE, STATUS_COLORS, 'change-status');

export function ChangeTypeLabel({ type }: { type: TicketChangeType }) {
  const { t } = useTranslation();
  return <>{t(`ticketChanges.types.${type}`)}</>;
}
