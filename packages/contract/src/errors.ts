import { z } from 'zod';

/** A client-side error report, sent to the server's log (spec section 8). */
export const clientErrorReport = z.object({
  message: z.string().min(1, 'message is required').max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000).optional(),
  time: z.string().max(40).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;
