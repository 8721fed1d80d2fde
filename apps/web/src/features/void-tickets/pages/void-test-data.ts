import type { CaseRecordRow, VoidableTicket, VoidTicketDetail, VoidTicketRow } from '@ota/contract';

/** Voids and tickets as the server answers them, for the page tests. */
export const requested: VoidTicketRow = {
  id: 7,
  voidNo: 'VD00000007',
  orderNo: 'OF2611234966',
  pnr: 'KL96PL',
  airline: 'DA',
  platformType: 1,
  status: 'REQUESTED',
  version: 1,
  passengers: 'Finn Wolf',
  segments: 'DA316 JFK-MAD 2026-12-26',
  applicationAmount: '171.00',
  confirmedAmount: null,
  serviceCharge: '0.00',
  currency: 'EUR',
  deadline: '2026-11-25 00:00:00',
  secondsLeft: 3725,
  createdBy: 'operator',
  createTime: '2026-11-24 08:39:13',
  updatedBy: 'operator',
  updateTime: '2026-11-24 08:39:13',
  passengerId: 39721,
  ticketNo: '0750000001234',
  issueTime: '2026-11-24 08:34:13',
};

export const voided: VoidTicketRow = {
  ...requested,
  id: 8,
  voidNo: 'VD00000008',
  status: 'VOIDED',
  version: 2,
  confirmedAmount: '171.00',
  secondsLeft: -60,
};

const records: CaseRecordRow[] = [
  {
    id: 1,
    createTime: '2026-11-24 08:39:13',
    operator: 'operator',
    action: 'OPEN',
    fromStatus: null,
    toStatus: 'REQUESTED',
    content: 'Void VD00000007 opened (VOID)',
  },
];

export const requestedDetail: VoidTicketDetail = {
  ...requested,
  remark: 'Booked twice',
  airlineVoidId: null,
  records,
};

export const closedWindow =
  'The void window of ticket 0750000001235 closed at 2026-11-25 00:00:00 (issued 2026-11-24 08:34:13); a refund is the way now';

export const tickets: VoidableTicket[] = [
  {
    passengerId: 39721,
    passengerName: 'Finn Wolf',
    ticketNo: '0750000001234',
    ticketStatus: 'OPEN',
    issueTime: '2026-11-24 08:34:13',
    windowEnd: '2026-11-25 00:00:00',
    amount: '171.00',
    currency: 'EUR',
    refusal: 'Ticket 0750000001234 already has void VD00000007 (REQUESTED)',
  },
  {
    passengerId: 39722,
    passengerName: 'Lea Wolf',
    ticketNo: '0750000001235',
    ticketStatus: 'OPEN',
    issueTime: '2026-11-24 08:34:13',
    windowEnd: '2026-11-25 00:00:00',
    amount: '171.00',
    currency: 'EUR',
    refusal: null,
  },
];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
export const ok = (data: unknown) => json({ status: 200, message: 'Success', data });
export const refused = (message: string) => json({ status: 400, message, data: null });

/** The path a faked fetch was called with, without the API prefix and query. */
export const pathOf = (input: unknown) => String(input).replace('/prod-api', '').split('?')[0];
