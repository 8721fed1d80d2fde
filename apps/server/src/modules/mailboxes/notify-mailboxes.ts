import type { MailboxTypeValue } from '@ota/contract';
import type { DbTransaction } from '../../platform/db';
import { enqueueMail } from '../../platform/mail/outbox';
import { createMailboxesRepository } from './mailboxes.repository';

export interface Notification {
  subject: string;
  text: string;
  html?: string;
}

/**
 * Writes one mail per mailbox registered for `type` into the outbox, inside the caller's
 * transaction: it goes out if and only if the change it reports commits. Answers how many.
 */
export async function notifyMailboxes(
  tx: DbTransaction,
  type: MailboxTypeValue,
  notification: Notification,
): Promise<number> {
  const recipients = await createMailboxesRepository(tx).recipients(type);
  await enqueueMail(
    tx,
    recipients.map((to) => ({ to, kind: type, ...notification })),
  );
  return recipients.length;
}
