import {
  API_BASE,
  FILE_BODY_TYPES,
  billingStatementCalls,
  statementRefusal,
  type ApiEnvelope,
  type PageList,
  type StatementRow,
} from '@ota/contract';
import ExcelJS from 'exceljs';
import { count, eq, isNull } from 'drizzle-orm';
import { billingStatementLines, billingStatements } from '../../db/schema/billing-statements';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';

const HEADING =
  'airline,documentType,documentNumber,relatedDocument,issueDate,currency,fare,taxes,fees,penalties,commission,netAmount';
const LINES = [
  'EZ,TKTT,1112345678901,,2026-11-03,EUR,180.00,38.55,0,0,1.80,216.75',
  'EZ,RFND,1112345678950,1112345678901,2026-11-09,EUR,180.00,38.55,0,50.00,1.80,166.75',
  'IB,TKTT,0752345678901,,2026-11-04,EUR,99.00,20.00,0,0,0,119.00',
];
const PERIOD = { periodStart: '2026-11-01', periodEnd: '2026-11-15' };

describe.each(testEngines())('billing statements (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};
  const calls = callTester(t);

  beforeAll(async () => {
    for (const name of ['admin', 'edreams', 'operator', 'support']) tokens[name] = await t.login(name);
  });

  /** Uploads a file as the browser does: its bytes as the body, its fields in the query string. */
  const upload = async (
    body: string | Buffer,
    query: Record<string, string>,
    user = 'admin',
    type: string = FILE_BODY_TYPES.csv,
  ) => {
    const response = await t.inject({
      method: 'POST',
      url: `${API_BASE}/billingStatement/import`,
      query,
      payload: body,
      headers: { 'x-token': tokens[user] ?? '', 'content-type': type },
    });
    return { http: response.statusCode, body: response.json<ApiEnvelope<unknown>>() };
  };
  const csv = (lines: string[]) => Buffer.from(`${[HEADING, ...lines].join('\r\n')}\r\n`);
  const linesOf = async (statementId: number) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(billingStatementLines)
        .where(eq(billingStatementLines.statementId, statementId))
    )[0]?.n;
  const page = async (user: string, query: Record<string, unknown> = {}) =>
    (await calls.answered(billingStatementCalls.page, query, tokens[user] ?? '')) as PageList<StatementRow>;

  it('imports a CSV once, lists it with its airlines, and refuses the same file again', async () => {
    const file = csv(LINES);
    const first = await upload(file, { ...PERIOD, fileName: 'bsp-2026-11-a.csv' });
    expect(first.body).toMatchObject({ status: 200, data: { lineCount: 3 } });
    const { id } = billingStatementCalls.import.answer.parse(first.body.data);
    expect(await linesOf(id)).toBe(3);

    const listed = await page('admin');
    expect(listed.pageList.find((row) => row.id === id)).toMatchObject({
      platformType: 1,
      periodStart: '2026-11-01',
      periodEnd: '2026-11-15',
      fileName: 'bsp-2026-11-a.csv',
      fileType: 'csv',
      lineCount: 3,
      airlines: ['EZ', 'IB'],
      importedBy: 'admin',
    });

    const again = await upload(file, { ...PERIOD, fileName: 'renamed.csv' });
    expect(again.body).toEqual({
      status: 400,
      message: expect.stringMatching(
        new RegExp(`^This file was already imported as statement ${id} on \\d{4}-`),
      ),
      data: null,
    });
    expect((await page('admin')).totalCount).toBe(listed.totalCount);
  });

  it('refuses a file with bad lines, naming each line and field, and keeps nothing', async () => {
    const before = (await page('admin')).totalCount;
    const bad = [
      LINES[0] ?? '',
      'EZ,TKTT,12,,2026-11-03,EUR,1,0,0,0,0,1',
      'EZ,CANX,1112345678901,,2026-11-20,EUR,1,0,0,0,0,0',
    ];
    const refused = await upload(csv(bad), { ...PERIOD, fileName: 'bad.csv' });
    expect(refused.http).toBe(200);
    expect(refused.body).toMatchObject({
      status: 400,
      message: 'The statement file has 3 problems; nothing was imported',
    });
    expect(statementRefusal.parse(refused.body.data)).toEqual({
      problemCount: 3,
      problems: [
        { line: 3, column: 'documentNumber', message: 'documentNumber must be 13 digits' },
        { line: 4, column: 'relatedDocument', message: 'relatedDocument is required for CANX' },
        {
          line: 4,
          column: 'issueDate',
          message: 'issueDate 2026-11-20 is outside the period 2026-11-01 to 2026-11-15',
        },
      ],
    });
    expect((await page('admin')).totalCount).toBe(before);
    const unfinished = await t.database.db
      .select({ n: count() })
      .from(billingStatements)
      .where(isNull(billingStatements.sha256));
    expect(unfinished[0]?.n).toBe(0);
  });

  it('imports the first worksheet of an .xlsx', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('BSP');
    sheet.addRow(HEADING.split(','));
    sheet.addRow(['VY', 'EMDA', '3852345678901', null, '2026-11-05', 'EUR', 30, 0, 0, 0, 0, 30]);
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await upload(body, { ...PERIOD, fileName: 'vy.xlsx' }, 'admin', FILE_BODY_TYPES.xlsx);
    expect(answer.body).toMatchObject({ status: 200, data: { lineCount: 1 } });
  });

  it("keeps each platform's statements to itself; a user without a platform names one", async () => {
    const edreamsFile = csv([LINES[2] ?? '']);
    expect((await upload(edreamsFile, { ...PERIOD, fileName: 'ed.csv' }, 'edreams')).body.status).toBe(200);
    expect((await page('edreams')).pageList.map((row) => row.platformType)).toEqual([2]);
    expect((await page('admin')).pageList.every((row) => row.platformType === 1)).toBe(true);
    // The same bytes are another platform's statement: imported once per platform.
    expect((await upload(edreamsFile, { ...PERIOD, fileName: 'ed.csv' }, 'support')).body).toEqual({
      status: 400,
      message: 'platformType is required for a user without a platform',
      data: null,
    });
    const forOnefly = await upload(
      edreamsFile,
      { ...PERIOD, fileName: 'ed.csv', platformType: '1' },
      'support',
    );
    expect(forOnefly.body.status).toBe(200);
    expect((await page('support', { platformType: 2 })).pageList.map((row) => row.platformType)).toEqual([2]);
    expect(
      (await upload(edreamsFile, { ...PERIOD, fileName: 'x.csv', platformType: '1' }, 'edreams')).body,
    ).toMatchObject({
      status: 400,
      message: 'platformType must be your own platform (2)',
    });
  });

  it('refuses a period that is not one, a body that is not a file, and users without the code', async () => {
    await calls.refusedAsParseInput(
      billingStatementCalls.import,
      { periodStart: '2026-11-15', periodEnd: '2026-11-01', fileName: 'a.csv' },
      tokens.admin ?? '',
    );
    expect(
      (await upload(csv(LINES), { periodStart: '2026-11-01', periodEnd: '2026-12-31', fileName: 'a.csv' }))
        .body,
    ).toMatchObject({
      status: 400,
      message: 'A statement covers at most 31 days',
    });
    const json = await t.inject({
      method: 'POST',
      url: `${API_BASE}/billingStatement/import`,
      query: { ...PERIOD, fileName: 'a.csv' },
      payload: { lines: LINES },
      headers: { 'x-token': tokens.admin ?? '' },
    });
    expect(json.json()).toEqual({
      status: 400,
      message:
        'The request body must be the file, sent as text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: null,
    });
    for (const user of ['operator', 'nobody']) {
      expect((await upload(csv(LINES), { ...PERIOD, fileName: 'a.csv' }, user)).http).toBe(403);
      expect((await calls.send(billingStatementCalls.page, {}, tokens[user] ?? '')).http).toBe(403);
    }
  });
});
