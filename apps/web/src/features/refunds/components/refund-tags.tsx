import { useTranslation } from 'react-i18next';
import { REFUND_CASE, type RefundType } from '@ota/contract';
import { caseStatusTag } from '../../../components/cases/case-status-tag';
import { STATUS_COLORS } from '../lib/refund-view';

export const RefundStatusTag = caseStatusTag(REFUND_CASE, STATUS_COLORS, 'refund-status');

export function RefundTypeLabel({ type }: { type: RefundType }) {
  const { t } = useTranslation();
  return <>{t(`refunds.types.${type}`)}</>;
}
