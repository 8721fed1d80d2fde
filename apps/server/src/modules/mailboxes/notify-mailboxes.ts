import type { MailboxTypeValue } from '@ota/contract';
import type { DbTransaction } from '../../platform/db';
import { enqueueMail, enqueueMailToEach } from '../../platform/mail/outbox';
import { createMailboxesRepository } from './mailboxes.repository';

export interface Notification {
  subject: string;
  text: string;
  html?: string;
  /**
   * The platform the mail is about (decision 0039): it goes to that platform's mailboxes and to the
   * reseller's (platform null). Absent or null: to every mailbox of the type.
   */
  platformType?: number | null;
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
  const { platformType, ...mail } = notification;
  return enqueueMailToEach(tx, createMailboxesRepository(tx).recipientsOf(type, platformType), {
    kind: type,
    ...mail,
  });
}

/** As notifyMailboxes, for many events of one type: the mailboxes are read once. */
export async function notifyMailboxesOfAll(
  tx: DbTransaction,
  type: MailboxTypeValue,
  notifications: readonly Notification[],
): Promise<number> {
  if (notifications.length === 0) return 0;
  const mailboxes = await createMailboxesRepository(tx).recipientRows(type);
  const mails = notifications.flatMap(({ platformType, ...notification }) => {
    const about = platformType ?? null;
    // Each address once whatever its case, as notifyMailboxes does.
    const to = new Map<string, string>();
    for (const mailbox of mailboxes) {
      const receives = about === null || mailbox.platformType === null || mailbox.platformType === about;
      const key = mailbox.email.toLowerCase();
      if (receives && !to.has(key)) to.set(key, mailbox.email);
    }
    return [...to.values()].map((address) => ({ to: address, kind: type, ...notification }));
  });
  await enqueueMail(tx, mails);
  return mails.length;
}
