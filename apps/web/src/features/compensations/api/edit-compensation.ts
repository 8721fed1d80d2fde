import { compensationCalls, type CompensationEditInput, type CompensationRow } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { useCaseChange } from '../../../lib/case-queries';
import { compensations } from './compensations';

/**
 * compensationCalls.edit (`{ id, version, amount?, remark? }`, 1005-7): the amount asked
 * and the remark, while OPENED, ASSESSED or ELIGIBLE. A refusal (400: a state past editing, a stale
 * version) shows as a warning and keeps the form; a stale version then offers Reload.
 */
export async function editCompensation(input: CompensationEditInput): Promise<CaseOutcome<CompensationRow>> {
  return outcomeOf(await callEnvelope(compensationCalls.edit, input, HANDLED));
}

export function useEditCompensation() {
  return useCaseChange(editCompensation, compensations.keys.all);
}
