/** The permission codes of the spec, one typed vocabulary for server checks and the menu. */
export const Permission = {
  ORDER_LIST: '1001-1',
  REBOOK_LIST: '1001-2',
  FLIGHT_DISRUPTIONS: '1001-3',
  AIRLINES: '1002-1',
  FINANCIAL_REPORT: '1003-1',
  TRANSACTION_RECORDS: '1003-3',
  USERS: '1004-1',
  ROLES: '1004-2',
  MAILBOXES: '1004-3',
  THRESHOLDS: '1004-4',
  REFUNDS: '1005-1',
  TICKET_CHANGES: '1005-2',
  BAGGAGE: '1005-3',
  PASSENGERS: '1005-4',
  VOID_TICKETS: '1005-5',
  SEATS: '1005-6',
  COMPENSATION: '1005-7',
  FLIGHT_SEARCH: '1006-1',
  LIMITED_USERS: '1007-1',
  FINANCIAL_REPORT_LIST: '1008-1',
  REFUND_REPORT: '1008-2',
} as const;

export type PermissionCode = (typeof Permission)[keyof typeof Permission];

export const ALL_PERMISSION_CODES: readonly PermissionCode[] = Object.values(Permission);

export function isPermissionCode(value: string): value is PermissionCode {
  return (ALL_PERMISSION_CODES as readonly string[]).includes(value);
}
