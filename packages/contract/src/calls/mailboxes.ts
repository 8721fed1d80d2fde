import { z } from 'zod';
import { pageListOf } from '../pagination';
import { Permission } from '../permissions';
import {
  mailboxDeleteQuery,
  mailboxInsertBody,
  mailboxPageQuery,
  mailboxRow,
  mailboxUpdateBody,
  outboxPageQuery,
  outboxRow,
} from '../settings-mail/mailboxes';
import { defineCall } from './define-call';

const mailboxes = { anyOf: [Permission.MAILBOXES] } as const;

/** The notification mailboxes screen and its outbox (spec section 3 "Mailbox", decision 0010). */
export const mailboxCalls = {
  page: defineCall({
    method: 'GET',
    path: '/mailbox/pageList',
    access: mailboxes,
    encoding: 'query',
    input: mailboxPageQuery,
    answer: pageListOf(mailboxRow),
    summary: 'A page of notification mailboxes',
  }),
  insert: defineCall({
    method: 'POST',
    path: '/mailbox/insert',
    access: mailboxes,
    encoding: 'json',
    input: mailboxInsertBody,
    answer: z.object({ id: z.number().int() }),
    summary: 'Adds a mailbox for one type of mail',
  }),
  update: defineCall({
    method: 'POST',
    path: '/mailbox/update',
    access: mailboxes,
    encoding: 'json',
    input: mailboxUpdateBody,
    answer: z.null(),
    summary: "Changes a mailbox's whole record",
  }),
  remove: defineCall({
    method: 'GET',
    path: '/mailbox/delete',
    access: mailboxes,
    encoding: 'query',
    writes: true,
    input: mailboxDeleteQuery,
    answer: z.null(),
    summary: 'Deletes a mailbox',
  }),
  outbox: defineCall({
    method: 'GET',
    path: '/mailbox/outbox/pageList',
    access: mailboxes,
    encoding: 'query',
    input: outboxPageQuery,
    answer: pageListOf(outboxRow),
    summary: 'A page of the mail outbox: what was written for the mailboxes and whether it went out',
  }),
};
