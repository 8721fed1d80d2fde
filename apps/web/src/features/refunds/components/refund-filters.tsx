import { REFUND_STATUSES, REFUND_TYPES, type RefundStatus, type RefundType } from '@ota/contract';
import { CaseFilters, type CaseFilterProps } from '../../../components/cases/case-filters';
import {
  airlineFilter,
  caseNoFilter,
  createdRange,
  deadlineRange,
  orderFilters,
  type CaseFilterKind,
  type CaseSearch,
  type DeadlineSearch,
  caseListSpec,
} from '../../../lib/case-filters';

export interface RefundFilterValues extends CaseSearch, DeadlineSearch {
  refundNo?: string;
  airline?: string;
  refundType?: RefundType;
  status?: RefundStatus;
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

/** Its search in the list's address. */
export const LIST = caseListSpec<RefundFilterValues>(REFUND_FILTERS);

/** Refund and order numbers, PNR, passenger, airline, type, status, created and deadline ranges. */
export function RefundFilters(props: CaseFilterProps<RefundFilterValues>) {
  return <CaseFilters kind={REFUND_FILTERS} {...props} />;
}
