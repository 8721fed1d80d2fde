import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISRUPTION_CASE, type DisruptionType } from '@ota/contract';
import { caseStatusTag } from '../../../components/cases/case-status-tag';
import { STATUS_COLORS, TYPE_COLORS } from '../lib/disruption-view';

export const DisruptionStatusTag = caseStatusTag(DISRUPTION_CASE, STATUS_COLORS, 'disruption-status');

export function DisruptionTypeTag({ type }: { type: DisruptionType }) {
  const { t } = useTranslation();
  return <Tag color={TYPE_COLORS[type]}>{t(`disruptions.types.${type}`)}</Tag>;
}
