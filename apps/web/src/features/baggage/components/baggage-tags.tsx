import { useTranslation } from 'react-i18next';
import { BAGGAGE_CASE } from '@ota/contract';
import { caseStatusTag } from '../../../components/cases/case-status-tag';
import { STATUS_COLORS } from '../lib/baggage-view';

export const BaggageStatusTag = caseStatusTag(BAGGAGE_CASE, STATUS_COLORS, 'baggage-status');

/** '1 × 23 kg checked' in the operator's language. */
export function BagLabel({ bag }: { bag: { kind: string; pieces: number; weightKg: number } }) {
  const { t } = useTranslation();
  return (
    <>
      {t('baggage.bag', { pieces: bag.pieces, weight: bag.weightKg, kind: t(`baggage.kinds.${bag.kind}`) })}
    </>
  );
}
