import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompensationDetail } from '@ota/contract';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { orderPath } from '../../../lib/case-detail';
import { CompensationStatusTag, Eu261Band } from './compensation-tags';

/** The case's own fields, with the EU261 band it started from. */
export function CompensationSummary({ compensation: c }: { compensation: CompensationDetail }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`compensations.${key}`);
  const stamp = (who: string, when: string) => `${who} · ${formatApiDateTime(when, 'second')}`;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 3 }}
      data-testid="compensation-summary"
      items={[
        { key: 'no', label: label('compensationNo'), children: c.compensationNo },
        { key: 'status', label: label('status'), children: <CompensationStatusTag status={c.status} /> },
        { key: 'type', label: label('type'), children: label(`types.${c.compensationType}`) },
        { key: 'source', label: label('source'), children: label(`sources.${c.source}`) },
        {
          key: 'orderNo',
          label: label('orderNo'),
          children: <Link to={orderPath(c.orderNo)}>{c.orderNo}</Link>,
        },
        { key: 'pnr', label: label('pnr'), children: `${c.pnr} · ${c.airline}` },
        { key: 'passengers', label: label('passengers'), children: c.passengers },
        { key: 'segments', label: label('segments'), children: c.segments },
        {
          key: 'disruption',
          label: label('eu261.disruption'),
          children: c.eu261 ? `${c.eu261.disruptionNo} · ${c.eu261.flight}` : '—',
        },
        { key: 'eu261', label: label('eu261.title'), span: 2, children: <Eu261Band eu261={c.eu261} /> },
        {
          key: 'asked',
          label: label('applicationAmount'),
          children: formatMoney(c.applicationAmount, c.currency) || '—',
        },
        {
          key: 'confirmed',
          label: label('confirmedAmount'),
          children: formatMoney(c.confirmedAmount, c.currency) || '—',
        },
        { key: 'reason', label: label('reason'), children: c.reason || '—' },
        { key: 'created', label: label('createdByAt'), children: stamp(c.createdBy, c.createTime) },
        { key: 'updated', label: label('updatedByAt'), children: stamp(c.updatedBy, c.updateTime) },
        { key: 'remark', label: label('remark'), span: 3, children: c.remark || '—' },
      ]}
    />
  );
}
