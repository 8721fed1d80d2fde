import {
  statementImportQuery,
  statementImportResult,
  statementPageQuery,
  statementRow,
} from '../billing/statements';
import { pageListOf } from '../pagination';
import { Permission } from '../permissions';
import { defineCall } from './define-call';

// The financial report's code until the statements' own screen and code (1003-2) land (decision 0044).
const statements = { anyOf: [Permission.FINANCIAL_REPORT] } as const;

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
