import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ThresholdRow } from '@ota/contract';

/** Above the threshold; below it with the warning mail written; or below it and armed. */
export function ThresholdStateTag({ row }: { row: ThresholdRow }) {
  const { t } = useTranslation();
  if (!row.belowThreshold) return <Tag color="success">{t('thresholds.states.above')}</Tag>;
  const state = row.warningSent ? 'warned' : 'armed';
  return (
    <Tooltip title={t(`thresholds.stateHints.${state}`)}>
      <Tag color={row.warningSent ? 'error' : 'warning'} data-state={state}>
        {t(`thresholds.states.${state}`)}
      </Tag>
    </Tooltip>
  );
}
