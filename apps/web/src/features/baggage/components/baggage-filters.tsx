import { BAG_KINDS, BAGGAGE_STATUSES, type BagKind, type BaggageStatus } from '@ota/contract';
import { CaseFilters, type CaseFilterProps } from '../../../components/cases/case-filters';
import {
  caseNoFilter,
  createdRange,
  orderFilters,
  type CaseFilterKind,
  type CaseSearch,
  caseListSpec,
} from '../../../lib/case-filters';

export interface BaggageFilterValues extends CaseSearch {
  baggageNo?: string;
  bagType?: BagKind;
  state?: BaggageStatus;
}

const BAGGAGE_FILTERS: CaseFilterKind = {
  form: 'baggage-filters',
  area: 'baggage',
  texts: [caseNoFilter('baggageNo'), ...orderFilters()],
  selects: [
    { name: 'bagType', label: 'bagType', values: BAG_KINDS, options: 'kinds', width: 120 },
    { name: 'state', label: 'status', values: BAGGAGE_STATUSES, options: 'statuses' },
  ],
  ranges: [createdRange],
};

/** Its search in the list's address. */
export const LIST = caseListSpec<BaggageFilterValues>(BAGGAGE_FILTERS);

/** Bag and order numbers, PNR, passenger, bag type, state and the created range. */
export function BaggageFilters(props: CaseFilterProps<BaggageFilterValues>) {
  return <CaseFilters kind={BAGGAGE_FILTERS} {...props} />;
}
