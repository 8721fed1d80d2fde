import { describe, expect, it } from 'vitest';
import { balanceWarningMail, platformLabel } from './balance-warning-mail';

describe('balance warning mail', () => {
  const facts = {
    platformType: 2,
    currency: 'EUR',
    balance: '-1234.5',
    warningThreshold: '1000000',
    at: new Date('2025-03-09T23:30:05Z'),
    entry: { type: 'BOOKING_DEBIT', amount: '-1800.00', reference: 'ED12345678', operator: 'edreams' },
  };

  it('names the platform, currency, amounts with separators, UTC time and the cause', () => {
    const mail = balanceWarningMail(facts);
    expect(mail.subject).toBe(
      'Balance warning: EUR balance of platform 2 (edreams) is below 1,000,000.00 EUR',
    );
    expect(mail.text.split('\n').slice(0, 9)).toEqual([
      'The EUR balance of platform 2 (edreams) has fallen below its warning threshold.',
      '',
      'Platform:           platform 2 (edreams)',
      'Currency:           EUR',
      'Balance:            -1,234.50 EUR',
      'Warning threshold:  1,000,000.00 EUR',
      'Time:               2025-03-09 23:30:05 UTC',
      'Caused by:          BOOKING_DEBIT of -1,800.00 EUR by edreams (reference: ED12345678)',
      '',
    ]);
  });

  it('leaves out a missing reference and names an unknown platform by number', () => {
    const mail = balanceWarningMail({
      ...facts,
      platformType: 7,
      entry: { ...facts.entry, reference: null },
    });
    expect(mail.text).toContain('Caused by:          BOOKING_DEBIT of -1,800.00 EUR by edreams\n');
    expect(platformLabel(7)).toBe('platform 7');
    expect(platformLabel(1)).toBe('platform 1 (onefly)');
  });
});
