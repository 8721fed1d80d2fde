import { PASSENGER_CHANGE_CASE, passengerChangeCalls } from '@ota/contract';
import { caseKindQueries } from '../../../lib/case-kind';

/** passengerChangeCalls.page (newest first) and .detail (its fields before and after, its history). */
export const changes = caseKindQueries(PASSENGER_CHANGE_CASE, passengerChangeCalls);
