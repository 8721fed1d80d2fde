import { MailboxType, PlatformType, type MailboxTypeValue } from '@ota/contract';
import { createMailboxesRepository } from '../../modules/mailboxes/mailboxes.repository';
import { createThresholdsRepository } from '../../modules/thresholds/thresholds.repository';
import type { DemoContext } from '../demo-context';

const { ONEFLY, EDREAMS } = PlatformType;

// Reserved .example addresses: a demo started with SMTP_URL mails nobody real. Each belongs to the
// platform whose people read it (decision 0039): onefly's to platform 1, edreams' to platform 2.
const DEMO_MAILBOXES: ReadonlyArray<{
  email: string;
  emailType: MailboxTypeValue;
  remark: string;
  platformType: number | null;
}> = [
  {
    email: 'finance@onefly.example',
    emailType: MailboxType.BALANCE_WARNING,
    remark: 'Finance team',
    platformType: ONEFLY,
  },
  {
    email: 'treasury@edreams.example',
    emailType: MailboxType.BALANCE_WARNING,
    remark: 'edreams treasury',
    platformType: EDREAMS,
  },
  {
    email: 'aftersales@onefly.example',
    emailType: MailboxType.REFUND,
    remark: 'After-sales desk',
    platformType: ONEFLY,
  },
  {
    email: 'aftersales@onefly.example',
    emailType: MailboxType.TICKET_CHANGE,
    remark: 'After-sales desk',
    platformType: ONEFLY,
  },
  {
    email: 'ops@onefly.example',
    emailType: MailboxType.DISRUPTION,
    remark: 'Operations on duty',
    platformType: ONEFLY,
  },
];

/** A warning level on each platform's EUR account, below the demo balance: the list shows them above it. */
const DEMO_THRESHOLDS = [
  { platformType: PlatformType.ONEFLY, warningThreshold: '10000.00' },
  { platformType: PlatformType.EDREAMS, warningThreshold: '5000.00' },
];

/**
 * Notification mailboxes, and a balance warning threshold on each platform's account, so the
 * balance-warning mailboxes have something to warn about. No random draws: later seeders keep theirs.
 */
export async function seedMailSettings(ctx: DemoContext): Promise<void> {
  const mailboxes = createMailboxesRepository(ctx.db);
  for (const mailbox of DEMO_MAILBOXES) await mailboxes.insert(mailbox);
  const thresholds = createThresholdsRepository(ctx.db);
  for (const { platformType, warningThreshold } of DEMO_THRESHOLDS) {
    const accountId = ctx.ids.get(`account:${platformType}:EUR`);
    if (accountId === undefined)
      throw new Error(`the demo EUR account of platform ${platformType} is missing`);
    await thresholds.insert(accountId, warningThreshold);
  }
}
