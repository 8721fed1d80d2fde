import { COMPENSATION_CASE, compensationCalls } from '@ota/contract';
import { caseKindQueries } from '../../../lib/case-kind';

/** compensationCalls.page (newest first) and .detail (the case, its EU261 band and its history). */
export const compensations = caseKindQueries(COMPENSATION_CASE, compensationCalls);
