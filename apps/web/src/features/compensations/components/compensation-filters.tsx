import {
  COMPENSATION_STATUSES,
  COMPENSATION_TYPES,
  type CompensationStatus,
  type CompensationType,
} from '@ota/contract';
import { CaseFilters, type CaseFilterProps } from '../../../components/cases/case-filters';
import {
  caseNoFilter,
  createdRange,
  orderFilters,
  type CaseFilterKind,
  type CaseSearch,
  caseListSpec,
} from '../../../lib/case-filters';

export interface CompensationFilterValues extends CaseSearch {
  compensationNo?: string;
  type?: CompensationType;
  status?: CompensationStatus;
}

const COMPENSATION_FILTERS: CaseFilterKind = {
  form: 'compensation-filters',
  area: 'compensations',
  texts: [caseNoFilter('compensationNo'), ...orderFilters('passengers')],
  selects: [
    { name: 'type', label: 'type', values: COMPENSATION_TYPES, options: 'types', width: 140 },
    { name: 'status', label: 'status', values: COMPENSATION_STATUSES, options: 'statuses', width: 160 },
  ],
  ranges: [createdRange],
};

/** Its search in the list's address. */
export const LIST = caseListSpec<CompensationFilterValues>(COMPENSATION_FILTERS);

/** Compensation and order numbers, PNR, passenger, type, status and the created range. */
export function CompensationFilters(props: CaseFilterProps<CompensationFilterValues>) {
  return <CaseFilters kind={COMPENSATION_FILTERS} {...props} />;
}
