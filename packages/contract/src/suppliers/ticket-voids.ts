import { z } from 'zod';
import { airlineField, instant, pnrCode } from './common';

/**
 * POST /v1/tickets/void (optional, protocol 1.2): the agency asks the airline to void one ticket it
 * issued, inside the airline's void window. `reference` is the agency's void number, echoed back.
 * The airline answers at once: VOIDED with its void id, or REJECTED with the reason.
 */
export const wrapperTicketVoidRequest = z.object({
  ...airlineField,
  pnr: pnrCode,
  ticketNo: z
    .string('ticketNo is required')
    .regex(/^\d{13}$/, 'ticketNo must be the 13 digits of the ticket number'),
  reference: z.string().min(1, 'reference is required').max(32, 'reference is at most 32 characters'),
});
export type WrapperTicketVoidRequest = z.infer<typeof wrapperTicketVoidRequest>;

export const WRAPPER_TICKET_VOID_STATES = ['VOIDED', 'REJECTED'] as const;

export const wrapperTicketVoidAnswer = z.object({
  ticketNo: z.string().min(1, 'ticketNo is required'),
  reference: z.string(),
  status: z.enum(WRAPPER_TICKET_VOID_STATES, {
    error: `status must be one of ${WRAPPER_TICKET_VOID_STATES.join(', ')}`,
  }),
  /** The airline's void id, when VOIDED. */
  voidId: z.string().nullable(),
  /** Why, when REJECTED. */
  reason: z.string().nullable(),
  answeredAt: instant('answeredAt'),
});
export type WrapperTicketVoidAnswer = z.infer<typeof wrapperTicketVoidAnswer>;
