import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  compensationCalls,
  type CompensationAddInput,
  type CompensationCancelInput,
  type CompensationInnerInput,
  type CompensationRow,
} from '@ota/contract';
import { callApi, callEnvelope } from '../../../lib/call-api';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { compensations } from './compensations';

/** compensationCalls.add: a refusal (400) shows as a warning and keeps the form. */
export async function addCompensation(input: CompensationAddInput): Promise<CaseOutcome<CompensationRow>> {
  return outcomeOf(await callEnvelope(compensationCalls.add, input, HANDLED));
}

/** compensationCalls.innerUpdate: the assessment and the airline's answer. */
export async function innerUpdate(input: CompensationInnerInput): Promise<CaseOutcome<CompensationRow>> {
  return outcomeOf(await callEnvelope(compensationCalls.innerUpdate, input, HANDLED));
}

/**
 * compensationCalls.cancel. A failure shows as an error (spec section 8), not a
 * warning: the client's own error toast, and the refusal's words for the page.
 */
export async function cancelCompensation(
  input: CompensationCancelInput,
): Promise<CaseOutcome<CompensationRow>> {
  try {
    return { done: true, data: await callApi(compensationCalls.cancel, input) };
  } catch (error) {
    return { done: false, message: error instanceof Error ? error.message : String(error) };
  }
}

function useCompensationMutation<I>(call: (input: I) => Promise<CaseOutcome<CompensationRow>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A refusal changed nothing: the page keeps what the operator saw (a stale one offers Reload).
    onSuccess: (outcome) =>
      outcome.done ? queryClient.invalidateQueries({ queryKey: compensations.keys.all }) : undefined,
  });
}

export const useAddCompensation = () => useCompensationMutation(addCompensation);
export const useInnerUpdate = () => useCompensationMutation(innerUpdate);
export const useCancelCompensation = () => useCompensationMutation(cancelCompensation);
