import type { MailboxInput } from '@ota/contract';

/**
 * The declared input names `remark` (the server reads an absent one as ''): an absent remark stays
 * absent on the wire, as JSON drops an undefined field.
 */
export function withRemark<T extends MailboxInput>(input: T): T & { remark: string | undefined } {
  return { ...input, remark: input.remark };
}
