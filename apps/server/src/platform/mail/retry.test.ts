import { describe, expect, it } from 'vitest';
import { errorText, retryDelaySeconds } from './retry';
import { smtpSettings } from './smtp-transport';

describe('mail retry', () => {
  it('doubles the wait from 30 s and caps it at 1 h', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 100].map(retryDelaySeconds)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
    expect(retryDelaySeconds(0)).toBe(30);
  });

  it('keeps a bounded error text', () => {
    expect(errorText(new Error('450 busy'))).toBe('450 busy');
    expect(errorText('x'.repeat(5000))).toHaveLength(1000);
  });
});

describe('SMTP_URL', () => {
  it('reads smtp:// with credentials, port and the from parameter', () => {
    expect(smtpSettings('smtp://mailer:p%40ss@mail.example:2525?from=alerts@ota.example')).toMatchObject({
      from: 'alerts@ota.example',
      options: { host: 'mail.example', port: 2525, secure: false, auth: { user: 'mailer', pass: 'p@ss' } },
    });
  });

  it('uses TLS for smtps://, the user as sender when it is an address, else ota-console@host', () => {
    expect(smtpSettings('smtps://alerts%40ota.example:pw@mail.example')).toMatchObject({
      from: 'alerts@ota.example',
      options: { host: 'mail.example', secure: true, auth: { user: 'alerts@ota.example', pass: 'pw' } },
    });
    const anonymous = smtpSettings('smtp://relay.internal:25');
    expect(anonymous.from).toBe('ota-console@relay.internal');
    expect(anonymous.options.auth).toBeUndefined();
  });
});
