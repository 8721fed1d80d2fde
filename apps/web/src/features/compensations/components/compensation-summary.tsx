import type { CompensationDetail } from '@ota/contract';
import { CaseSummary, useSummaryItems } from '../../../components/cases/case-summary';
import { formatMoney } from '../../../lib/format';
import { CompensationStatusTag, Eu261Band } from './compensation-tags';

/** The case's own fields, with the EU261 band it started from. */
export function CompensationSummary({ compensation: c }: { compensation: CompensationDetail }) {
  const { label, item, orderNo, signed } = useSummaryItems('compensations', c);
  return (
    <CaseSummary
      bordered
      testId="compensation-summary"
      items={[
        item('compensationNo', c.compensationNo),
        item('status', <CompensationStatusTag status={c.status} />),
        item('type', label(`types.${c.compensationType}`)),
        item('source', label(`sources.${c.source}`)),
        orderNo,
        item('pnr', `${c.pnr} · ${c.airline}`),
        item('passengers', c.passengers),
        item('segments', c.segments),
        item('eu261.disruption', c.eu261 ? `${c.eu261.disruptionNo} · ${c.eu261.flight}` : '—'),
        item('eu261.title', <Eu261Band eu261={c.eu261} />, 2),
        item('applicationAmount', formatMoney(c.applicationAmount, c.currency) || '—'),
        item('confirmedAmount', formatMoney(c.confirmedAmount, c.currency) || '—'),
        item('reason', c.reason || '—'),
        ...signed,
      ]}
    />
  );
}
