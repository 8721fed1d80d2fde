import { z } from 'zod';
import { clientErrorReport } from '../errors';
import { healthData } from '../health';
import { defineCall } from './define-call';

/** The platform's own calls: the health check and the console's error reports (spec section 8). */
export const platformCalls = {
  health: defineCall({
    method: 'GET',
    path: '/health',
    // Load balancers and monitors call it without a session.
    access: 'public',
    encoding: 'query',
    input: z.object({}),
    answer: healthData,
    summary: 'Whether the database answers (HTTP 503 with the envelope when it does not)',
  }),
  clientErrors: defineCall({
    method: 'POST',
    path: '/clientErrors',
    // The sign-in page fails before there is a session.
    access: 'public',
    encoding: 'json',
    input: clientErrorReport,
    answer: z.null(),
    summary: "Logs an error of the console's page (with the user, when a live session's token comes)",
  }),
};
