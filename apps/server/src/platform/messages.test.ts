import { describe, expect, it } from 'vitest';
import { localizeMessage, messageEvent, requestLanguage } from './messages';

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
