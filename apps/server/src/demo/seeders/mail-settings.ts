import { MailboxType, PlatformType, type MailboxTypeValue } from '@ota/contract';
import { createMailboxesRepository } from '../../modules/mailboxes/mailboxes.repository';
import { createThresholdsRepository } from '../../modules/thresholds/thresholds.repository';
import type { DemoContext } from '../seed';

// Reserved .example addresses: a demo started with SMTP_URL mails nobody real.
const DEMO_MAILBOXES: ReadonlyArray<{ email: string; emailType: MailboxTypeValue; remark: string }> = [
  { email: 'finance@onefly.example', emailType: MailboxType.BALANCE_WARNING, remark: 'Finance team' },
  { email: 'treasury@edreams.example', emailType: MailboxType.BALANCE_WARNING, remark: 'edreams treasury' },
  { email: 'aftersales@onefly.example', emailType: MailboxType.REFUND, remark: 'After-sales desk' },
  { email: 'aftersales@onefly.example', emailType: MailboxType.TICKET_CHANGE, remark: 'After-sales desk' },
  { email: 'ops@onefly.example', emailType: MailboxType.DISRUPTION, remark: 'Operations on duty' },
];

/**
 * Notification mailboxes, and a warning threshold on the edreams EUR account only: the onefly
 * account is left without one so a demo shows adding it. No random draws: later seeders keep theirs.
 */
export async function seedMailSettings(ctx: DemoContext): Promise<void> {
  const mailboxes = createMailboxesRepository(ctx.db);
  for (const mailbox of DEMO_MAILBOXES) await mailboxes.insert(mailbox);
  const accountId = ctx.ids.get(`account:${PlatformType.EDREAMS}:EUR`);
  if (accountId === undefined) throw new Error('the demo edreams EUR account is missing');
  await createThresholdsRepository(ctx.db).insert(accountId, '5000.00');
}
