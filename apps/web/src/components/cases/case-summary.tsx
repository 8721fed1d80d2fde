import type { ReactNode } from 'react';
import { Descriptions, type DescriptionsProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { orderPath } from '../../lib/case-detail';
import { formatApiDateTime } from '../../lib/format';

export type SummaryItem = NonNullable<DescriptionsProps['items']>[number];

/** What every case's header shows besides its kind's own fields. */
interface SummaryCase {
  orderNo: string;
  pnr: string;
  airline: string;
  createdBy: string;
  createTime: string;
  updatedBy: string;
  updateTime: string;
  remark: string | null;
}

/**
 * A case's header fields, titled from its kind's translation area: `item` for the kind's own, and
 * the order, the signatures (who added it, who changed it last) and the remark every kind shows.
 * Quoted cases sign to the second and always show the remark; the others to the minute, the
 * remark only when there is one.
 */
export function useSummaryItems(area: string, c: SummaryCase) {
  const { t } = useTranslation();
  const label = (key: string) => t(`${area}.${key}`);
  const item = (key: string, children: ReactNode, span?: number): SummaryItem => ({
    key,
    label: label(key),
    children,
    span,
  });
  const orderNo = item('orderNo', <Link to={orderPath(c.orderNo)}>{c.orderNo}</Link>);
  return {
    label,
    item,
    orderNo,
    /** The order, its PNR and its airline. */
    order: [orderNo, item('pnr', c.pnr), item('airline', c.airline)],
    /** Who added and last changed the case, to the second, then its remark across the row. */
    signed: [
      item('createdByAt', `${c.createdBy} · ${formatApiDateTime(c.createTime, 'second')}`),
      item('updatedByAt', `${c.updatedBy} · ${formatApiDateTime(c.updateTime, 'second')}`),
      item('remark', c.remark || '—', 3),
    ],
    /** Its remark where there is one, then who added and last changed it, to the minute. */
    signedBriefly: [
      ...(c.remark ? [item('remark', c.remark)] : []),
      item('createdByAt', `${c.createdBy} ${formatApiDateTime(c.createTime, 'minute')}`),
      item('updatedByAt', `${c.updatedBy} ${formatApiDateTime(c.updateTime, 'minute')}`),
    ],
  };
}

/** A case's fields in its detail's header: three to a row on wide screens. */
export function CaseSummary(props: { testId: string; items: SummaryItem[]; bordered?: boolean }) {
  return (
    <Descriptions
      size="small"
      bordered={props.bordered}
      column={{ xs: 1, md: 2, xl: 3 }}
      data-testid={props.testId}
      items={props.items}
    />
  );
}
