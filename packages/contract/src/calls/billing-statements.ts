import {
  statementImportQuery,
  statementImportResult,
  statementPageQuery,
  statementRow,
} from '../billing/statements';
import { pageListOf } from '../pagination';
import { Permission } from '../permissions';
import { defineCall } from './define-call';

const statements = { anyOf: [Permission.BILLING_STATEMENTS] } as const;

/** The settlement plan's billing statements (issue 23, decision 0044). */
export const billingStatementCalls = {
  import: defineCall({
    method: 'POST',
    path: '/billingStatement/import',
    access: statements,
    encoding: 'file',
    input: statementImportQuery,
    answer: statementImportResult,
    summary: "Imports a statement file of a platform's period, whole or not at all, once per file",
  }),
  page: defineCall({
    method: 'GET',
    path: '/billingStatement/pageList',
    access: statements,
    encoding: 'query',
    input: statementPageQuery,
    answer: pageListOf(statementRow),
    summary: 'A page of imported statements, newest period first',
  }),
};
