import { REFUND_STATUSES, REFUND_TYPES, type RefundStatus, type RefundType } from '@ota/contract';
import { CaseFilters } from '../../../components/cases/case-filters';
import {
  airlineFilter,
  caseNoFilter,
  createdRange,
  deadlineRange,
  orderFilters,
  type CaseFilterKind,
} from '../../../lib/case-filters';

export interface RefundFilterValues {
  refundNo?: string;
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  airline?: string;
  refundType?: RefundType;
  status?: RefundStatus;
  createStart?: string;
  createEnd?: string;
  deadlineStart?: string;
  deadlineEnd?: string;
}

const REFUND_FILTERS: CaseFilterKind = {
  form: 'refund-filters',
  area: 'refunds',
  texts: [caseNoFilter('refundNo'), ...orderFilters(), airlineFilter],
  selects: [
    { name: 'refundType', label: 'type', values: REFUND_TYPES, options: 'types' },
    { name: 'status', label: 'status', values: REFUND_STATUSES, options: 'statuses', width: 170 },
  ],
  ranges: [createdRange, deadlineRange],
};

/** Refund and order numbers, PNR, passenger, airline, type, status, created and deadline ranges. */
export function RefundFilters(props: {
  search: RefundFilterValues;
  onSearch: (values: RefundFilterValues) => void;
}) {
  return <CaseFilters kind={REFUND_FILTERS} {...props} />;
}
