import type { ReactNode } from 'react';
import { Empty, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CaseKind } from '@ota/contract';
import { ServerPagedTable, type ServerPage } from '../server-paged-table';
import { orderPath } from '../../lib/case-detail';
import type { DeadlineRow } from '../../lib/case-deadline';
import { formatApiDateTime, formatMoney } from '../../lib/format';
import { CaseDeadline } from './case-deadline';

/** What every kind's row carries, whatever else it shows. */
export interface CaseRow {
  id: number;
  orderNo: string;
  createdBy: string;
  createTime: string;
}

/** The figures a quoted case shows: asked, granted and the agency's fee, in its currency. */
interface QuotedRow extends CaseRow {
  currency: string;
  applicationAmount: string | null;
  confirmedAmount: string | null;
  serviceCharge: string | null;
}

export type CaseColumn<R> = NonNullable<TableProps<R>['columns']>[number];

/**
 * The columns every kind's list shares, titled from the kind's translation area: the case's number
 * linking to its details, its order, plain fields, its status, and who added it when.
 */
export function useCaseColumns<R extends CaseRow>(area: string) {
  const { t } = useTranslation();
  const label = (key: string) => t(`${area}.${key}`);
  return {
    label,
    /** The case's number (titled by its field), linking to its details, pinned at the left. */
    caseNo: (
      field: keyof R & string,
      detailPath: (id: number) => string,
      testId?: string,
    ): CaseColumn<R> => ({
      title: label(field),
      dataIndex: field,
      key: field,
      fixed: 'left',
      render: (no: string, row) => (
        <Link to={detailPath(row.id)} data-testid={testId}>
          {no}
        </Link>
      ),
    }),
    orderNo: (): CaseColumn<R> => ({
      title: label('orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string) => <Link to={orderPath(orderNo)}>{orderNo}</Link>,
    }),
    /** A field shown as it comes, titled `labelKey` (the field's own name unless told). */
    text: (field: keyof R & string, labelKey: string = field, more?: CaseColumn<R>): CaseColumn<R> => ({
      title: label(labelKey),
      dataIndex: field,
      key: field,
      ...more,
    }),
    status: (tag: (row: R) => ReactNode): CaseColumn<R> => ({
      title: label('status'),
      key: 'status',
      render: (_value, row) => tag(row),
    }),
    created: (): CaseColumn<R> => ({
      title: label('createdByAt'),
      key: 'created',
      responsive: ['lg'],
      render: (_value, row) => (
        <span>
          {row.createdBy}{' '}
          <Typography.Text type="secondary">{formatApiDateTime(row.createTime, 'minute')}</Typography.Text>
        </span>
      ),
    }),
  };
}

/** A quoted case's figures, right-aligned, '—' until known; the fee only on wider screens. */
export function useQuotedColumns<R extends QuotedRow>(area: string): CaseColumn<R>[] {
  const { t } = useTranslation();
  const amount = (field: 'applicationAmount' | 'confirmedAmount' | 'serviceCharge'): CaseColumn<R> => ({
    title: t(`${area}.${field}`),
    key: field,
    align: 'right',
    render: (_value, row) => (row[field] === null ? '—' : formatMoney(row[field], row.currency)),
  });
  return [
    amount('applicationAmount'),
    amount('confirmedAmount'),
    { ...amount('serviceCharge'), responsive: ['md'] },
  ];
}

/** A case's deadline, counting down from when the server answered. */
export function deadlineColumn<S extends string, R extends DeadlineRow<S>>(
  title: string,
  kind: CaseKind<S>,
  answeredAt: number,
): CaseColumn<R> {
  return {
    title,
    key: 'deadline',
    render: (_value, row) => <CaseDeadline kind={kind} row={row} answeredAt={answeredAt} />,
  };
}

interface CaseTableProps<R> extends ServerPage<R, never> {
  /** The kind's translation area: its `total` and `empty` texts. */
  area: string;
  testId: string;
  columns: CaseColumn<R>[];
}

/** The list sorts by nothing but its own order (newest first). */
const NO_SORT: readonly never[] = [];

/** A kind's server-paged list of cases. */
export function CaseTable<R extends CaseRow>({ area, testId, columns, ...page }: CaseTableProps<R>) {
  const { t } = useTranslation();
  return (
    <ServerPagedTable<R, never>
      {...page}
      testId={testId}
      columns={columns}
      sortFields={NO_SORT}
      totalText={(count) => t(`${area}.total`, { count })}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${area}.empty`)} />}
    />
  );
}
