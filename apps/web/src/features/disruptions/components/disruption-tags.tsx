import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DisruptionStatus, DisruptionType } from '@ota/contract';
import { STATUS_COLORS, TYPE_COLORS } from '../lib/disruption-view';

export function DisruptionStatusTag({ status }: { status: DisruptionStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="disruption-status" data-status={status}>
      {t(`disruptions.statuses.${status}`)}
    </Tag>
  );
}

export function DisruptionTypeTag({ type }: { type: DisruptionType }) {
  const { t } = useTranslation();
  return <Tag color={TYPE_COLORS[type]}>{t(`disruptions.types.${type}`)}</Tag>;
}
