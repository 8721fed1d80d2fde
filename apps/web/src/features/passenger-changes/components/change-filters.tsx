import {
  PASSENGER_CHANGE_STATUSES,
  PASSENGER_CHANGE_TYPES,
  type PassengerChangeStatus,
  type PassengerChangeType,
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

export interface ChangeFilterValues extends CaseSearch {
  changeNo?: string;
  changeType?: PassengerChangeType;
  status?: PassengerChangeStatus;
}

const PASSENGER_CHANGE_FILTERS: CaseFilterKind = {
  form: 'passenger-change-filters',
  area: 'passengerChanges',
  texts: [caseNoFilter('changeNo'), ...orderFilters()],
  selects: [
    { name: 'changeType', label: 'type', values: PASSENGER_CHANGE_TYPES, options: 'types', width: 160 },
    { name: 'status', label: 'status', values: PASSENGER_CHANGE_STATUSES, options: 'statuses', width: 140 },
  ],
  ranges: [createdRange],
};

/** Its search in the list's address. */
export const LIST = caseListSpec<ChangeFilterValues>(PASSENGER_CHANGE_FILTERS);

/** Change and order numbers, PNR, passenger, type, status and the created range. */
export function ChangeFilters(props: CaseFilterProps<ChangeFilterValues>) {
  return <CaseFilters kind={PASSENGER_CHANGE_FILTERS} {...props} />;
}
