import { ALL_PERMISSION_CODES, Permission as P } from '@ota/contract';

/** The permission codes of the demo accounts (DESIGN section 7). */
export const DEMO_CODES = {
  admin: [...ALL_PERMISSION_CODES],
  edreams: [...ALL_PERMISSION_CODES],
  support: [...ALL_PERMISSION_CODES],
  operator: [
    P.ORDER_LIST,
    P.REFUNDS,
    P.TICKET_CHANGES,
    P.BAGGAGE,
    P.PASSENGERS,
    P.VOID_TICKETS,
    P.SEATS,
    P.COMPENSATION,
  ],
  limited: [P.LIMITED_USERS],
} as const;
