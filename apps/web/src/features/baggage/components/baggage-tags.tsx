import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BaggageStatus } from '@ota/contract';
import { STATUS_COLORS } from '../lib/baggage-view';

/** A bag's state; `testId` tells apart a bag listed beside the case from the case's own. */
export function BaggageStatusTag({
  status,
  testId = 'baggage-status',
}: {
  status: BaggageStatus;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid={testId} data-status={status}>
      {t(`baggage.statuses.${status}`)}
    </Tag>
  );
}

/** '1 × 23 kg checked' in the operator's language. */
export function BagLabel({ bag }: { bag: { kind: string; pieces: number; weightKg: number } }) {
  const { t } = useTranslation();
  return (
    <>
      {t('baggage.bag', { pieces: bag.pieces, weight: bag.weightKg, kind: t(`baggage.kinds.${bag.kind}`) })}
    </>
  );
}
