import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  freeTextRecord,
  localizeMessage,
  MESSAGE_LANGUAGES,
  messageEvent,
  messageText,
  recordAnswer,
  recordEvent,
  recordEventSql,
  requestLanguage,
} from './messages';

describe('the message catalog', () => {
  it('turns an English sentence back into its code and params', () => {
    expect(messageEvent('Ticket change TC00000003 is QUOTED: it cannot move to DONE')).toEqual({
      code: 'caseCannotMove',
      params: { label: 'Ticket change', caseNo: 'TC00000003', status: 'QUOTED', to: 'DONE' },
    });
    expect(messageEvent('Refund RF00000012: QUOTED → CONFIRMED. Refund amount 10.00 EUR')).toEqual({
      code: 'caseMovedNote',
      params: {
        label: 'Refund',
        caseNo: 'RF00000012',
        from: 'QUOTED',
        to: 'CONFIRMED',
        note: 'Refund amount 10.00 EUR',
      },
    });
    expect(messageEvent('Tickets issued for 2 passenger(s)')).toEqual({
      code: 'recordTicketsIssued',
      params: { count: '2' },
    });
    expect(messageEvent('A sentence nobody catalogued')).toBeNull();
  });

  it('answers in the language asked, statuses and money included; English stays exact', () => {
    const refused = 'Order OF123 cannot be reconfirmed in status CANCELLED';
    expect(localizeMessage(refused, 'en')).toBe(refused);
    expect(localizeMessage(refused, 'zh')).toBe('订单 OF123 在状态“已取消”下不能再确认');
    expect(localizeMessage('Reconfirmed with Demo Air: booking ABC123 is TICKETED', 'ja')).toBe(
      'Demo Air に再確認：予約 ABC123 は「発券済み」',
    );
    expect(localizeMessage('Insufficient balance: available 1,007.34 EUR', 'es')).toBe(
      'Saldo insuficiente: disponible 1007,34\u00a0€',
    );
    expect(localizeMessage('orderNo is required', 'ko')).toBe('orderNo은(는) 필수입니다');
    expect(localizeMessage('A sentence nobody catalogued', 'zh')).toBe('A sentence nobody catalogued');
  });

  it('reads the language from Accept-Language, English when none is known', () => {
    expect(requestLanguage('ja')).toBe('ja');
    expect(requestLanguage('zh-CN,zh;q=0.9')).toBe('zh');
    expect(requestLanguage('fr-FR, es;q=0.8')).toBe('es');
    expect(requestLanguage('fr')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });
});

describe('records written as events', () => {
  it('stores the code and params with the English sentence of the template', () => {
    const paid = recordEvent('recordPaid', {
      amount: '1007.34 EUR',
      account: 'ONEFLY-EUR',
      entry: '4',
      balance: '8992.66 EUR',
    });
    expect(paid).toEqual({
      content: 'Paid 1007.34 EUR from ONEFLY-EUR (ledger entry 4); balance after 8992.66 EUR',
      eventCode: 'recordPaid',
      eventParams: { amount: '1007.34 EUR', account: 'ONEFLY-EUR', entry: '4', balance: '8992.66 EUR' },
    });
    expect(recordEvent('caseQuoteExpired')).toEqual({
      content: 'The quote expired',
      eventCode: 'caseQuoteExpired',
      eventParams: {},
    });
  });

  it('refuses a code the catalog lacks, so no sentence is written without a template', () => {
    expect(() => recordEvent('noSuchRecord')).toThrow('serverMessages.json has no message noSuchRecord');
    expect(() => messageText('noSuchNote')).toThrow('noSuchNote');
  });

  it('keeps what an operator typed as free text, without a code', () => {
    expect(freeTextRecord('Called the customer. Paid 10.00 EUR')).toEqual({
      content: 'Called the customer. Paid 10.00 EUR',
      eventCode: null,
      eventParams: {},
    });
  });

  it('renders a written record in the five languages, its note and kind included', () => {
    const note = [
      messageText('noteReturned', { amount: '25.00 EUR', entry: '41' }),
      messageText('noteReason', { reason: 'Flight cancelled' }),
    ].join('. ');
    const moved = recordEvent('caseMovedNote', {
      label: 'Seat',
      caseNo: 'SE00000007',
      from: 'PAID',
      to: 'REFUNDED',
      note,
    });
    expect(moved.content).toBe(
      'Seat SE00000007: PAID → REFUNDED. 25.00 EUR returned (ledger entry 41). Reason: Flight cancelled',
    );
    expect(localizeMessage(moved.content, 'en')).toBe(moved.content);
    expect(localizeMessage(moved.content, 'zh')).toBe(
      '选座 SE00000007：已支付 → 已退票。已退回 €25.00（账目 41）。原因：Flight cancelled',
    );
    expect(localizeMessage(moved.content, 'ja')).toBe(
      '座席 SE00000007：支払済み → 払戻済み。€25.00 を返却（元帳 41）。理由：Flight cancelled',
    );
    expect(localizeMessage(moved.content, 'ko')).toBe(
      '좌석 SE00000007: 결제 완료 → 환불됨. €25.00 반환 (원장 41). 사유: Flight cancelled',
    );
    expect(localizeMessage(moved.content, 'es')).toBe(
      'Asiento SE00000007: Pagado → Reembolsado. 25,00\u00a0€ devuelto (asiento contable 41). Motivo: Flight cancelled',
    );
    const opened = recordEvent('caseOpened', {
      label: 'Refund',
      caseNo: 'RF00000003',
      kind: 'VOLUNTARY',
      passengers: 'Ana Lopez',
      segments: 'IB3166 MAD-BCN 2026-06-01 08:15',
    });
    expect(localizeMessage(opened.content, 'zh')).toBe(
      '退票 RF00000003 已创建（自愿）：Ana Lopez；IB3166 MAD-BCN 2026-06-01 08:15',
    );
  });

  it('answers the stored event, or the one matched from an old sentence', () => {
    const stored = {
      content: 'Tickets issued for 2 passenger(s)',
      eventCode: 'recordTicketsIssued',
      eventParams: { count: '2' },
    };
    expect(recordAnswer(stored)).toEqual({
      content: 'Tickets issued for 2 passenger(s)',
      code: 'recordTicketsIssued',
      params: { count: '2' },
    });
    expect(
      recordAnswer({
        content: 'Order expired: not paid within 24 hours',
        eventCode: null,
        eventParams: null,
      }),
    ).toEqual({
      content: 'Order expired: not paid within 24 hours',
      code: 'recordOrderExpired',
      params: {},
    });
    expect(recordAnswer({ content: 'Typed by hand', eventCode: null, eventParams: null })).toEqual({
      content: 'Typed by hand',
    });
    // Typed text that reads like a sentence of the catalog is still what the operator typed.
    expect(recordAnswer({ content: 'The quote expired', eventCode: null, eventParams: {} })).toEqual({
      content: 'The quote expired',
    });
  });

  it('builds the same sentence in SQL for set-based inserts', () => {
    expect(recordEventSql('recordOrderCreated', { channel: 'o.channel', client: "'it''s'" })).toEqual({
      content: "'Order created via ' || (o.channel)::text || ' (' || ('it''s')::text || ')'",
      eventCode: "'recordOrderCreated'",
      eventParams: "jsonb_build_object('channel', (o.channel)::text, 'client', ('it''s')::text)",
    });
    expect(recordEventSql('recordAllFlown').content).toBe("'All flights flown: order completed'");
    expect(() => recordEventSql('recordOutboundFlown')).toThrow('needs the param flightNo');
  });
});

describe('refusals and results in the language asked', () => {
  it.each([
    ['en', 'Seat 12A on IB3166 is taken: choose another'],
    ['zh', 'IB3166 上的座位 12A 已被占用：请另选一个'],
    ['ja', 'IB3166 の座席 12A は埋まっています：別の座席を選んでください'],
    ['ko', 'IB3166의 좌석 12A은(는) 이미 선택되었습니다: 다른 좌석을 고르세요'],
    ['es', 'El asiento 12A en IB3166 está ocupado: elija otro'],
  ] as const)('%s', (language, expected) => {
    expect(localizeMessage('Seat 12A on IB3166 is taken: choose another', language)).toBe(expected);
  });

  it('translates a field rule naming the field, and the statuses listed in a refusal', () => {
    expect(localizeMessage('remark must be at most 500 characters', 'zh')).toBe('remark 最多 500 个字符');
    expect(localizeMessage('departDate must be a date YYYY-MM-DD', 'ja')).toBe(
      'departDate は日付 YYYY-MM-DD にしてください',
    );
    expect(
      localizeMessage('Rebook RB00000009 is CONFIRMED: select needs REQUESTED or FLIGHT_SELECTED', 'zh'),
    ).toBe('改期 RB00000009 处于“已确认”：select 需要 已申请、已选航班');
  });

  it('translates each refusal of a refused batch', () => {
    const refused =
      '2 of 3 refunds cannot move to REFUNDED; none moved. Refund 9 does not exist; Refund RF00000004 is QUOTED: it cannot move to REFUNDED';
    expect(localizeMessage(refused, 'es')).toBe(
      '2 de 3 reembolsos no pueden pasar a Reembolsado; no se movió ninguno. Reembolso 9 no existe; Reembolso RF00000004 está en Cotizado: no puede pasar a Reembolsado',
    );
  });
});

describe('refusals once written outside the catalog (issue 12)', () => {
  // As the server writes them, each from another module: the English stays exact, every language translates.
  const written: [code: string, sentence: string][] = [
    ['ledgerCreditOnly', 'TOP_UP amount must be positive'],
    ['ledgerDebitOnly', 'BOOKING_DEBIT amount must be negative'],
    ['ledgerAmountFormat', 'amount must be a number with at most 2 decimals'],
    ['ledgerAmountTooLarge', 'amount is too large'],
    ['accountMissing', 'Account 99 does not exist'],
    ['birthdayNotChild', 'birthday does not fit a child (2 to 11 years at departure)'],
    ['ordersNotPaidNoRefund', 'Order OF1, Order OF2 was not paid: there is nothing to refund'],
    ['administratorExists', 'There is already an administrator (admin): sign in as one instead'],
    ['fieldCvv', 'cvv must be 3 or 4 digits'],
    ['fieldCardExpiry', 'expiry must be MM/YY'],
    ['wrapperUrlScheme', 'wrapperurl must be an http:// or https:// URL'],
    ['wrapperStatusField', 'status must be online or offline'],
    ['wrapperTimeout', 'Iberia Wrapper did not answer within 600 ms'],
    [
      'voidWindowClosed',
      'The void window of ticket 0751234567890 closed at 2026-06-02 23:59:59 (issued 2026-06-01 10:00:00); a refund is the way now',
    ],
    ['nameCorrectionMustChange', 'name: a name correction must change the name'],
    ['userLastAdminDelete', 'User admin is the last administrator (1004-1 and 1004-2) and cannot be deleted'],
    ['requestNotJson', 'Request body is not valid JSON'],
    ['fieldString', 'remark must be a string'],
    ['disruptionCheckEligible', 'compensation check: eligible, 250.00 EUR per passenger'],
  ];

  it.each(written)('%s: %s', (code, sentence) => {
    expect(messageEvent(sentence)?.code).toBe(code);
    expect(localizeMessage(sentence, 'en')).toBe(sentence);
    for (const language of MESSAGE_LANGUAGES.filter((other) => other !== 'en'))
      expect(localizeMessage(sentence, language)).not.toBe(sentence);
  });

  it("reads as the operator reads, the field and the airline's words as written", () => {
    expect(localizeMessage('TOP_UP amount must be positive', 'zh')).toBe('TOP_UP 的 amount 必须为正数');
    expect(
      localizeMessage('passengers[0].birthday does not fit an adult (12 or older at departure)', 'ja'),
    ).toBe('passengers[0].birthday が大人（出発時に 12 歳以上）に合いません');
    expect(localizeMessage('Order OF1, Order OF2 was not paid: there is nothing to refund', 'zh')).toBe(
      '订单 OF1、订单 OF2 未支付：没有可退的款项',
    );
    expect(localizeMessage('cvv must be 3 or 4 digits', 'es')).toBe('cvv debe tener 3 o 4 dígitos');
    expect(localizeMessage('Iberia Wrapper refused the request: PNR unknown (E404, HTTP 404)', 'ko')).toBe(
      'Iberia Wrapper이(가) 요청을 거부했습니다: PNR unknown(E404, HTTP 404)',
    );
  });

  it('no longer takes a sentence on amount for an edited amount', () => {
    expect(messageEvent('amount is required for a complaint')?.code).toBe('amountRequiredComplaint');
    expect(messageEvent('amount 120.00 EUR')?.code).toBe('noteEditedAmount');
  });
});

describe('the catalog in five languages', () => {
  const messagesOf = (language: string) =>
    (
      JSON.parse(
        readFileSync(
          new URL(`../../../web/src/locales/${language}/serverMessages.json`, import.meta.url),
          'utf8',
        ),
      ) as { messages: Record<string, string> }
    ).messages;
  const placeholders = (template: string) =>
    [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((found) => found[1]).sort();

  it.each(MESSAGE_LANGUAGES.filter((language) => language !== 'en'))(
    '%s keeps every placeholder of each English template',
    (language) => {
      const english = messagesOf('en');
      const translated = messagesOf(language);
      const lost = Object.keys(english).filter(
        (code) => placeholders(translated[code] ?? '').join() !== placeholders(english[code] ?? '').join(),
      );
      expect(lost).toEqual([]);
    },
  );
});
