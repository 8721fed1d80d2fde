import { ALL_PERMISSION_CODES, Permission, type PermissionCode } from '@ota/contract';

export interface DemoRole {
  name: string;
  codes: readonly PermissionCode[];
  /** The platform of the accounts holding it (decision 0039); null: held across platforms. */
  platformType: number | null;
}

export interface DemoAccount {
  name: string;
  password: string;
  platformType: number | null;
  domain: string;
  role: string;
}

const P = Permission;

export const DEMO_ROLES: readonly DemoRole[] = [
  { name: 'Administrator', codes: ALL_PERMISSION_CODES, platformType: null },
  {
    name: 'Operator',
    codes: [
      P.ORDER_LIST,
      P.REFUNDS,
      P.TICKET_CHANGES,
      P.BAGGAGE,
      P.PASSENGERS,
      P.VOID_TICKETS,
      P.SEATS,
      P.COMPENSATION,
    ],
    platformType: 1,
  },
  { name: 'Limited user manager', codes: [P.LIMITED_USERS], platformType: 1 },
];

/** DESIGN section 7: the accounts a demo start prints and the browser tests sign in with. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { name: 'admin', password: 'admin123', platformType: 1, domain: 'onefly.com', role: 'Administrator' },
  { name: 'edreams', password: 'edreams123', platformType: 2, domain: 'edreams.com', role: 'Administrator' },
  { name: 'operator', password: 'operator123', platformType: 1, domain: 'onefly.com', role: 'Operator' },
  {
    name: 'limited',
    password: 'limited123',
    platformType: 1,
    domain: 'onefly.com',
    role: 'Limited user manager',
  },
  {
    name: 'support',
    password: 'support123',
    platformType: null,
    domain: 'onefly.com',
    role: 'Administrator',
  },
];
