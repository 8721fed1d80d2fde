import { MAILBOX_TYPES, type MailboxTypeValue } from '@ota/contract';

export function isMailboxType(value: string): value is MailboxTypeValue {
  return (MAILBOX_TYPES as readonly string[]).includes(value);
}
