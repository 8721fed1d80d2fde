import { definePages } from '../../lib/pages';

/** The queue names each case's state in the words of its kind's own screens: their areas load too. */
export const queuePages = definePages(
  [
    'queue',
    'cases',
    'refunds',
    'ticketChanges',
    'passengerChanges',
    'baggage',
    'seats',
    'voidTickets',
    'compensations',
    'rebooks',
    'disruptions',
  ],
  { '/html/queue': () => import('./pages/queue-page') },
);
