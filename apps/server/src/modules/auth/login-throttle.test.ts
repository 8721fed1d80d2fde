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
      remoteAddress: '10.0.0.1',
      ...form({ userName: 'admin', passWord: 'admin123' }),
    });
    expect(response.json()).toEqual({ status: 400, message: LOCKED, data: null });
  });

  it('lets the right password through a name lock from an address with no recent failures, after a delay', async () => {
    const owner = await attempt('admin', 'admin123', '10.0.0.20');
    expect(owner.body.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(900);
    const guess = await attempt('admin', 'wrong', '10.0.0.21');
    expect(guess.body).toEqual({ status: 400, message: LOCKED, data: null });
    // That address now has a failure: the lock holds for it, even with the right password.
    expect((await attempt('admin', 'admin123', '10.0.0.21')).body.message).toBe(LOCKED);
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

describe.each(testEngines())('sign-in lockout under parallel guesses (%s)', (engine) => {
  const t = useTestApp(engine, {
    config: {
      login: {
        slowdownAfter: 3,
        slowdownStepMs: 0,
        slowdownMaxMs: 0,
        lockAfter: 5,
        addressLockAfter: 20,
        windowMinutes: 15,
        lockMinutes: 15,
      },
    },
  });
  type Answer = { status: number; message: string };
  const guess = (app: { inject: typeof t.inject }, userName: string, passWord: string, address: string) =>
    app
      .inject({
        method: 'POST',
        url: '/prod-api/login',
        remoteAddress: address,
        ...form({ userName, passWord }),
      })
      .then((response) => response.json<Answer>());
  const admitted = (answers: Answer[]) => answers.filter((answer) => answer.message !== LOCKED);
  // Every answer is either the wrong-password refusal or the lock: anything else (a fault) shows here.
  const expectOnlyRefusals = (answers: Answer[]) =>
    expect(answers.filter((answer) => answer.message !== LOCKED && answer.message !== WRONG)).toEqual([]);

  it('answers at most five of 50 simultaneous wrong guesses for one name; the rest are locked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => guess(t, 'admin', `wrong-${i}`, '10.1.0.1')),
    );
    expectOnlyRefusals(answers);
    expect(admitted(answers)).toHaveLength(5);
    expect(admitted(answers).every((answer) => answer.message === WRONG)).toBe(true);
    expect((await guess(t, 'admin', 'admin123', '10.1.0.1')).message).toBe(LOCKED);
  });

  it('gives no token to the right password sent among 30 parallel guesses once the limit is spent', async () => {
    const passwords = Array.from({ length: 30 }, (_, i) => (i === 24 ? 'operator123' : `wrong-${i}`));
    const answers = await Promise.all(
      passwords.map((password) => guess(t, 'operator', password, '10.1.0.2')),
    );
    expect(admitted(answers).length).toBeLessThanOrEqual(5);
    const granted = answers.filter((answer) => answer.status === 200);
    // Only an attempt inside the first five may have been the right one.
    expect(granted.length).toBeLessThanOrEqual(1);
    if (granted.length === 0) expect(answers[24]?.message).toBe(LOCKED);
  });

  it('holds across two server processes on one database: 200 guesses, at most five answered', async () => {
    const second = await t.rebuild();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        guess(i % 2 === 0 ? t : second, 'support', `wrong-${i}`, `10.2.${i % 7}.1`),
      ),
    );
    expect(admitted(answers)).toHaveLength(5);
  });
});
