import { describe, expect, it } from 'vitest';
import {
  STATEMENT_COLUMNS,
  readStatementHeading,
  readStatementLine,
  type StatementColumn,
} from './statement-line';

const period = { start: '2026-11-01', end: '2026-11-15' };

const sale: Record<StatementColumn, string> = {
  airline: 'ez',
  documentType: 'tktt',
  documentNumber: '1112345678901',
  relatedDocument: '',
  issueDate: '2026-11-03',
  currency: 'eur',
  fare: '180.00',
  taxes: '38.55',
  fees: '0',
  penalties: '0',
  commission: '1.80',
  netAmount: '216.75',
};

describe('a billing statement line', () => {
  it('reads a ticket sale, codes upper-cased and amounts in cents', () => {
    expect(readStatementLine(sale, period)).toEqual({
      line: {
        airline: 'EZ',
        documentType: 'TKTT',
        documentNumber: '1112345678901',
        relatedDocument: null,
        issueDate: '2026-11-03',
        currency: 'EUR',
        cents: { fare: 18000n, taxes: 3855n, fees: 0n, penalties: 0n, commission: 180n, netAmount: 21675n },
      },
      problems: [],
    });
  });

  it('takes the penalty off a refund and wants the ticket it refunds', () => {
    const refund = { ...sale, documentType: 'RFND', penalties: '50.00', netAmount: '166.75' };
    expect(readStatementLine(refund, period).problems).toEqual([
      { column: 'relatedDocument', message: 'relatedDocument is required for RFND' },
    ]);
    const read = readStatementLine({ ...refund, relatedDocument: '1112345678900' }, period);
    expect(read.line?.cents.netAmount).toBe(16675n);
  });

  it('bills nothing for a void and takes a memo number of letters and digits', () => {
    const canx = { ...sale, documentType: 'CANX', relatedDocument: '1112345678901', netAmount: '0.00' };
    expect(readStatementLine(canx, period).problems).toEqual([]);
    expect(readStatementLine({ ...canx, netAmount: '216.75' }, period).problems).toEqual([
      { column: 'netAmount', message: 'netAmount 216.75 must be 0.00 on a CANX' },
    ]);
    const adm = { ...sale, documentType: 'ADMA', documentNumber: 'adm2026x17' };
    expect(readStatementLine(adm, period).line?.documentNumber).toBe('ADM2026X17');
  });

  it('names every bad field of a line, and a net that does not add up with what it should be', () => {
    const bad = {
      ...sale,
      airline: 'EZY',
      documentType: 'SALE',
      documentNumber: '12',
      issueDate: '2026-10-31',
      currency: 'EU',
      fare: '-1',
      taxes: '1.234',
      fees: '',
    };
    expect(readStatementLine(bad, period).problems.map((problem) => problem.message)).toEqual([
      'airline must be a 2-character airline code such as EZ',
      'documentType must be one of TKTT, EMDA, EMDS, RFND, CANX, ADMA, ACMA',
      'documentNumber must be 13 digits',
      'issueDate 2026-10-31 is outside the period 2026-11-01 to 2026-11-15',
      'currency must be a 3-letter code such as EUR',
      'fare must be a decimal from 0 to 99999999.99 with at most 2 decimals',
      'taxes must be a decimal from 0 to 99999999.99 with at most 2 decimals',
      'fees is required',
    ]);
    expect(readStatementLine({ ...sale, netAmount: '216.76' }, period).problems).toEqual([
      {
        column: 'netAmount',
        message: 'netAmount 216.76 is not fare + taxes + fees + penalties − commission (216.75)',
      },
    ]);
    expect(readStatementLine({ ...sale, issueDate: '2026-02-30' }, period).problems[0]?.message).toBe(
      'issueDate must be a day as YYYY-MM-DD',
    );
  });
});

describe('a billing statement heading', () => {
  it('finds each column whatever its case and order', () => {
    const names = [...STATEMENT_COLUMNS].reverse().map((name) => name.toUpperCase());
    const heading = readStatementHeading(names);
    expect(heading.columns?.airline).toBe(STATEMENT_COLUMNS.length - 1);
    expect(heading.columns?.netAmount).toBe(0);
  });

  it('refuses a column the layout does not name, one named twice, and missing ones', () => {
    expect(readStatementHeading([...STATEMENT_COLUMNS, 'agent']).problem).toBe(
      'Column "agent" is not in the statement layout',
    );
    expect(readStatementHeading([...STATEMENT_COLUMNS, 'Fare']).problem).toBe('Column fare is named twice');
    expect(readStatementHeading(STATEMENT_COLUMNS.filter((column) => column !== 'fees')).problem).toBe(
      'The column fees is missing',
    );
    expect(readStatementHeading(['airline']).problem).toMatch(/^The columns documentType, .* are missing$/);
  });
});
