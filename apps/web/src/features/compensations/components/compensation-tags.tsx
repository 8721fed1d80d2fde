import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPENSATION_CASE, type Eu261Suggestion } from '@ota/contract';
import { caseStatusTag } from '../../../components/cases/case-status-tag';
import { formatMoney } from '../../../lib/format';
import { STATUS_COLORS, bandKey } from '../lib/compensation-view';

export const CompensationStatusTag = caseStatusTag(COMPENSATION_CASE, STATUS_COLORS, 'compensation-status');

/** The EU261 band the case started from: per passenger, the distance, and whether an operator checked it. */
export function Eu261Band({ eu261 }: { eu261: Eu261Suggestion | null }) {
  const { t } = useTranslation();
  if (!eu261) return <>—</>;
  const key = bandKey(eu261);
  return (
    <span data-testid="eu261-band" data-band={eu261.perPassenger}>
      <Tag color={key === 'none' ? 'default' : 'blue'}>
        {key === 'none'
          ? t('compensations.eu261.none')
          : t('compensations.eu261.perPassenger', { amount: formatMoney(eu261.perPassenger, 'EUR') })}
      </Tag>
      <Typography.Text type="secondary">
        {t(`compensations.eu261.bands.${key}`)}
        {eu261.distanceKm !== null ? ` · ${t('compensations.eu261.km', { km: eu261.distanceKm })}` : ''}
        {' · '}
        {t(eu261.checked ? 'compensations.eu261.checked' : 'compensations.eu261.suggested')}
      </Typography.Text>
    </span>
  );
}
