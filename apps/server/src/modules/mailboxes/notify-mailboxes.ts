import type { MailboxTypeValue } from '@ota/contract';
import type { DbTransaction } from '../../platform/db';
import { enqueueMail, enqueueMailToEach } from '../../platform/mail/outbox';
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
  return enqueueMailToEach(tx, createMailboxesRepository(tx).recipientsOf(type), {
    kind: type,
    ...notification,
  });
}

/** As notifyMailboxes, for many events of one type: the mailboxes are read once. */
export async function notifyMailboxesOfAll(
  tx: DbTransaction,
  type: MailboxTypeValue,
  notifications: readonly Notification[],
): Promise<number> {
  if (notifications.length === 0) return 0;
  const recipients = await createMailboxesRepository(tx).recipients(type);
  const mails = notifications.flatMap((notification) =>
    recipients.map((to) => ({ to, kind: type, ...notification })),
  );
  await enqueueMail(tx, mails);
  return mails.length;
}
