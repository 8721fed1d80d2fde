import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { form, useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { lockMessage, slowdownMs } from './login-throttle';

const WRONG = 'Incorrect user name or password';
const LOCKED = 'Too many failed sign-in attempts. Try again in 15 minutes.';

describe('throttle rules', () => {
  const rule = {
    slowdownAfter: 3,
    slowdownStepMs: 500,
    slowdownMaxMs: 3000,
    lockAfter: 5,
    addressLockAfter: 20,
    windowMinutes: 15,
    lockMinutes: 15,
  };

  it('slows each attempt after the third failure by one more step, up to the cap', () => {
    expect([0, 2, 3, 4, 5, 9, 50].map((failures) => slowdownMs(failures, rule))).toEqual([
      0, 0, 500, 1000, 1500, 3000, 3000,
    ]);
  });

  it('says when to retry', () => {
    expect(lockMessage(15)).toBe(LOCKED);
    expect(lockMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
  });
});

describe.each(testEngines())('sign-in throttling (%s)', (engine) => {
  // Steps far above a password check (~0.2 s), so the measured lower bounds can only come from the delay.
  const login = {
    slowdownAfter: 2,
    slowdownStepMs: 600,
    slowdownMaxMs: 900,
    lockAfter: 4,
    addressLockAfter: 6,
  };
  const t = useTestApp(engine, { config: { login: { ...login, windowMinutes: 15, lockMinutes: 15 } } });

  const attempt = async (userName: string, passWord: string, address = '10.0.0.1') => {
    const started = performance.now();
    const response = await t.inject({
      method: 'POST',
      url: '/prod-api/login',
      remoteAddress: address,
      ...form({ userName, passWord }),
    });
    return { body: response.json<{ status: number; message: string }>(), ms: performance.now() - started };
  };

  it('slows down after repeated failures, then locks even the right password', async () => {
    const first = await attempt('admin', 'wrong-1');
    const second = await attempt('admin', 'wrong-2');
    expect([first.body.message, second.body.message]).toEqual([WRONG, WRONG]);
    const slowed = await attempt('admin', 'wrong-3');
    expect(slowed.body.message).toBe(WRONG);
    expect(slowed.ms).toBeGreaterThanOrEqual(600);
    const fourth = await attempt('Admin', 'wrong-4');
    expect(fourth.body.message).toBe(WRONG);
    expect(fourth.ms).toBeGreaterThanOrEqual(900);

    const locked = await attempt('admin', 'admin123');
    expect(locked.body).toEqual({ status: 400, message: LOCKED, data: null });
  });

  it('keeps the lock across a restart on the same database', async () => {
    const restarted = await t.rebuild();
    const response = await restarted.inject({
      method: 'POST',
      url: '/prod-api/login',
      remoteAddress: '10.0.0.99',
      ...form({ userName: 'admin', passWord: 'admin123' }),
    });
    expect(response.json()).toEqual({ status: 400, message: LOCKED, data: null });
  });

  it('lets the name in again once the lock has passed, and a success resets its counter', async () => {
    await t.database.db.execute(
      sql`update login_attempts set locked_until = now() - interval '1 second',
        window_started_at = now() - interval '1 hour' where scope = 'name'`,
    );
    expect((await attempt('admin', 'admin123', '10.0.0.2')).body.status).toBe(200);
    const afterSuccess = await attempt('admin', 'wrong', '10.0.0.2');
    expect(afterSuccess.body.message).toBe(WRONG);
    const counters = await queryRows<{ failures: number }>(
      t.database.db,
      sql`select failures from login_attempts where scope = 'name' and key = 'admin'`,
    );
    expect(counters).toEqual([{ failures: 1 }]);
  });

  it('locks an address that fails for many names', async () => {
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']) {
      expect((await attempt(name, 'x', '10.0.0.3')).body.message).toBe(WRONG);
    }
    expect((await attempt('operator', 'operator123', '10.0.0.3')).body.message).toBe(LOCKED);
    expect((await attempt('operator', 'operator123', '10.0.0.4')).body.status).toBe(200);
  });
});
