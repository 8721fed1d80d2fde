import { afterAll, describe, expect, it } from 'vitest';
import { i18n, setLanguage, type Language } from './i18n';
import { labelLeadingField, recordText } from './server-message';

const reconfirmed = {
  content: 'Reconfirmed with Demo Air: booking ABC123 is TICKETED',
  code: 'recordReconfirmed',
  params: { supplier: 'Demo Air', pnr: 'ABC123', status: 'TICKETED' },
};
const paid = {
  content: 'Paid 1,007.34 EUR from ONEFLY-EUR (ledger entry 4); balance after 8,992.66 EUR',
  code: 'recordPaid',
  params: { amount: '1,007.34 EUR', account: 'ONEFLY-EUR', entry: '4', balance: '8,992.66 EUR' },
};
const moved = {
  content: 'Refund RF00000012: QUOTED → CONFIRMED. The quote expired',
  code: 'caseMovedNote',
  params: {
    label: 'Refund',
    caseNo: 'RF00000012',
    from: 'QUOTED',
    to: 'CONFIRMED',
    note: 'The quote expired',
  },
};

async function render(language: Language, record: Parameters<typeof recordText>[0]) {
  await setLanguage(language);
  return recordText(record, i18n.t.bind(i18n), language);
}

describe('records in the reader language', () => {
  afterAll(() => setLanguage('en'));

  it('renders by code in five languages, statuses and money in the language', async () => {
    // English too reads words, not codes; its money stays as the server wrote it.
    expect(await render('en', reconfirmed)).toBe('Reconfirmed with Demo Air: booking ABC123 is Ticketed');
    expect(await render('en', paid)).toBe(paid.content);
    expect(await render('en', moved)).toBe('Refund RF00000012: Quoted → Confirmed. The quote expired');
    expect(await render('zh', reconfirmed)).toBe('已与 Demo Air 再确认：订座 ABC123 为“已出票”');
    expect(await render('ja', reconfirmed)).toBe('Demo Air に再確認：予約 ABC123 は「発券済み」');
    expect(await render('es', reconfirmed)).toBe(
      'Reconfirmado con Demo Air: la reserva ABC123 está en Emitido',
    );
    expect(await render('ko', reconfirmed)).toBe('Demo Air에 재확인: 예약 ABC123은(는) 발권 완료');
    expect(await render('es', paid)).toBe(
      'Pagado 1007,34\u00a0€ desde ONEFLY-EUR (asiento contable 4); saldo después 8992,66\u00a0€',
    );
  });

  it('translates a case move with its note and the kind label', async () => {
    expect(await render('zh', moved)).toBe('退票 RF00000012：已报价 → 已确认。报价已过期');
    expect(await render('ja', moved)).toBe(
      '払い戻し RF00000012：見積済み → 確定済み。見積もりの期限が切れました',
    );
  });

  it('translates each sentence of a note, the case type and the words typed kept as written', async () => {
    const returned = {
      content:
        'Baggage BG00000002: PAID → REFUNDED. 30.00 EUR returned (ledger entry 9). Reason: Trip cancelled. Sorry',
      code: 'caseMovedNote',
      params: {
        label: 'Baggage',
        caseNo: 'BG00000002',
        from: 'PAID',
        to: 'REFUNDED',
        note: '30.00 EUR returned (ledger entry 9). Reason: Trip cancelled. Sorry',
      },
    };
    expect(await render('ko', returned)).toBe(
      '수하물 BG00000002: 결제 완료 → 환불됨. €30.00 반환 (원장 9). 사유: Trip cancelled. Sorry',
    );
    const opened = {
      content: 'Refund RF00000005 opened (NO_SHOW): Ana Lopez; IB3166 MAD-BCN 2026-06-01 08:15',
      code: 'caseOpened',
      params: {
        label: 'Refund',
        caseNo: 'RF00000005',
        kind: 'NO_SHOW',
        passengers: 'Ana Lopez',
        segments: 'IB3166 MAD-BCN 2026-06-01 08:15',
      },
    };
    expect(await render('es', opened)).toBe(
      'Reembolso RF00000005 abierto (No presentado): Ana Lopez; IB3166 MAD-BCN 2026-06-01 08:15',
    );
  });

  it('shows the content of a record without a known code', async () => {
    expect(await render('zh', { content: 'Free text' })).toBe('Free text');
    expect(await render('ja', { content: 'Old', code: 'noSuchCode', params: {} })).toBe('Old');
  });
});

describe('refusals that begin with a field', () => {
  afterAll(() => setLanguage('en'));

  it('name the field as the reader knows it, and leave other sentences alone', async () => {
    await setLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(labelLeadingField('passengerIds: 123 is not a passenger of order OF1', t)).toBe(
      'Passengers: 123 is not a passenger of order OF1',
    );
    expect(labelLeadingField('reason is required to reject a void', t)).toBe(
      'Reason is required to reject a void',
    );
    expect(labelLeadingField('unknownField: nope', t)).toBe('unknownField: nope');
    expect(labelLeadingField('This case was changed by admin; reload it', t)).toBe(
      'This case was changed by admin; reload it',
    );
    // The financial line's and the report range's fields too.
    expect(labelLeadingField('reference: the financial line INV-7 is already there', t)).toBe(
      'Reference: the financial line INV-7 is already there',
    );
    expect(labelLeadingField('startTime must be a date YYYY-MM-DD', t)).toBe(
      'Start date must be a date YYYY-MM-DD',
    );
    await setLanguage('ja');
    expect(labelLeadingField('passengerIds: 123', i18n.t.bind(i18n))).toBe('搭乗者: 123');

    // The Chinese and Japanese templates write the colon full-width.
    expect(labelLeadingField('orderNo：注文 OF1 は存在しません', i18n.t.bind(i18n))).toBe(
      '注文番号：注文 OF1 は存在しません',
    );
  });
});

describe('a seat and the fields of a passenger update', () => {
  afterAll(() => setLanguage('en'));

  it('read in the reader’s words, English included', async () => {
    const opened = {
      content: 'Seat ST00000009 opened (EXTRA_LEGROOM): Ana Lopez; IB3166 MAD-BCN 2026-06-01 08:15 seat 7A',
      code: 'caseOpened',
      params: {
        label: 'Seat',
        caseNo: 'ST00000009',
        kind: 'EXTRA_LEGROOM',
        passengers: 'Ana Lopez',
        segments: 'IB3166 MAD-BCN 2026-06-01 08:15 seat 7A',
      },
    };
    expect(await render('es', opened)).toContain('IB3166 MAD-BCN 2026-06-01 08:15 asiento 7A');
    expect(await render('en', opened)).toBe(
      'Seat ST00000009 opened (Extra legroom seat): Ana Lopez; IB3166 MAD-BCN 2026-06-01 08:15 seat 7A',
    );
    const updated = {
      content: 'Passenger updated: name, cardNum',
      code: 'notePassengerUpdated',
      params: { fields: 'name, cardNum' },
    };
    expect(await render('en', updated)).toBe('Passenger updated: name, document number');
    const passengers = {
      content: 'Passengers updated: GARCIA/ANA (name, cardNum)',
      code: 'recordPassengersUpdated',
      params: { changes: 'GARCIA/ANA (name, cardNum)' },
    };
    expect(await render('en', passengers)).toBe('Passengers updated: GARCIA/ANA (name, document number)');
    expect(await render('es', passengers)).toContain('GARCIA/ANA (nombre, número de documento)');
    const ja = await render('ja', updated);
    expect(ja).toContain('氏名');
    expect(ja).not.toMatch(/cardNum|\bname\b/);
  });
});
