import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/ota');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/ota/data',
      databaseUrl: null,
      timeZone: 'UTC',
      brand: null,
      smtpUrl: null,
      sessionIdleMinutes: 480,
      logLevel: 'info',
      demo: true,
      demoAirlines: 'inside',
      trustProxy: false,
      login: {
        slowdownAfter: 3,
        slowdownStepMs: 500,
        slowdownMaxMs: 3000,
        lockAfter: 5,
        addressLockAfter: 20,
        windowMinutes: 15,
        lockMinutes: 15,
      },
    });
    expect(config.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/db',
        TZ: 'Europe/Madrid',
        BRAND: 'OneFly',
        SMTP_URL: 'smtp://mail:25',
        SESSION_IDLE_MINUTES: '30',
        LOG_LEVEL: 'warn',
        LOGIN_LOCK_AFTER: '2',
        WEB_DIST: 'web',
        DEMO_AIRLINES: 'Separate',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/var/db',
      timeZone: 'Europe/Madrid',
      brand: 'OneFly',
      smtpUrl: 'smtp://mail:25',
      sessionIdleMinutes: 30,
      logLevel: 'warn',
      webDist: '/srv/web',
      demoAirlines: 'separate',
    });
    expect(config.login.lockAfter).toBe(2);
  });

  it('never seeds demo accounts into a server database unless DEMO=1', () => {
    const url = 'postgres://u@db:5432/ota';
    expect(loadConfig({ DATABASE_URL: url }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
  });

  it.each([
    ['PORT', 'abc', "Invalid PORT: 'abc' is not a whole number"],
    ['PORT', '70000', 'Invalid PORT: 70000 is not between 0 and 65535'],
    ['TZ', 'Mars/Base', "Invalid TZ: 'Mars/Base' is not an IANA time zone (e.g. UTC, Europe/Madrid)"],
    ['DATABASE_URL', 'mysql://x', 'Invalid DATABASE_URL: must start with postgres:// or postgresql://'],
    ['DEMO', 'maybe', "Invalid DEMO: 'maybe' is not 1/0, true/false, yes/no or on/off"],
    ['LOG_LEVEL', 'loud', 'Invalid LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent'],
    ['DEMO_AIRLINES', 'outside', 'Invalid DEMO_AIRLINES: must be one of inside, separate'],
    ['SESSION_IDLE_MINUTES', '0', 'Invalid SESSION_IDLE_MINUTES: 0 is not between 1 and 525600'],
    ['SMTP_URL', 'not a url', 'Invalid SMTP_URL: is not a URL'],
    ['TRUST_PROXY', 'Sometimes', "Invalid TRUST_PROXY: 'sometimes' is not 1/0, true/false, yes/no or on/off"],
    [
      'WRAPPER_ALLOWED_HOSTS',
      'a.test, -bad-',
      "Invalid WRAPPER_ALLOWED_HOSTS: '-bad-' is not a host or host:port",
    ],
    ['LOGIN_LOCK_MINUTES', '1.5', "Invalid LOGIN_LOCK_MINUTES: '1.5' is not a whole number"],
    ['VOID_WINDOW_HOURS', '169', 'Invalid VOID_WINDOW_HOURS: 169 is not between 0 and 168'],
  ])('refuses %s=%s naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new ConfigError(name, message.replace(`Invalid ${name}: `, '')),
    );
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('names the first bad variable the schema lists when several are bad', () => {
    expect(() => loadConfig({ WRAPPER_TIMEOUT_MS: '5', PORT: 'x', TZ: 'Nowhere' })).toThrow(
      "Invalid PORT: 'x' is not a whole number",
    );
  });

  it('takes a blank variable as unset', () => {
    expect(loadConfig({ PORT: '  ', TZ: '', WRAPPER_ALLOWED_HOSTS: ' ' })).toMatchObject({
      port: 8080,
      timeZone: 'UTC',
      wrapperAllowedHosts: [],
    });
  });
});
