import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';
import { userApi } from './test-helpers';

const FIRST = 'First-Secret-Passw0rd';
const SECOND = 'Second-Secret-Passw0rd';

describe.each(testEngines())('passwords stay secret (%s)', (engine) => {
  const t = useTestApp(engine, {
    prepare(app) {
      // A route that logs its JSON body, as a careless handler would: the redaction must hide passwords.
      app.post('/prod-api/test/echo', { config: { access: 'public' } }, async (request) => {
        request.log.info({ body: request.body }, 'echo');
        return { status: 200, message: 'Success', data: null };
      });
    },
  });
  const api = userApi(t);

  it('never answers nor logs a password or its hash', async () => {
    const admin = await t.login('admin');
    const answers: string[] = [];
    const keep = <T>(body: T) => {
      answers.push(JSON.stringify(body));
      return body;
    };
    const id = keep(
      await api.add(admin, { name: 'rosa', phone: '600 000 004', email: 'r@x.com', password: FIRST }),
    ).data;
    keep(await api.add(admin, { name: 'rosa', phone: '600 000 004', email: 'r@x.com', password: FIRST }));
    keep(await api.add(admin, { name: 'bad name', phone: '600 000 004', email: 'r@x.com', password: FIRST }));
    keep(await api.addRoles(admin, id, [await api.roleId(admin, 'Operator')]));
    keep(
      await api.mod(admin, { id, name: 'rosa', phone: '600 000 004', email: 'r@x.com', password: SECOND }),
    );
    keep(
      await api.mod(admin, { id, name: 'admin', phone: '600 000 004', email: 'r@x.com', password: FIRST }),
    );
    keep(await api.details(admin, id));
    keep(await api.list(admin));
    keep(
      (
        await t.inject({
          method: 'POST',
          url: '/prod-api/user/add',
          headers: { 'x-token': admin, 'content-type': 'application/json' },
          payload: `{"name":"x","password":"${FIRST}"`,
        })
      ).json(),
    );
    keep(await t.loginData('rosa', SECOND));

    const answerText = answers.join('\n');
    const logText = JSON.stringify(t.logs);
    for (const secret of [FIRST, SECOND, 'scrypt:', 'passwordHash', 'password_hash']) {
      expect(answerText).not.toContain(secret);
      expect(logText).not.toContain(secret);
    }
    expect(answerText).toContain('User name rosa is already taken');
  });

  it('redacts passwords of JSON bodies that reach the log', async () => {
    await t.inject({
      method: 'POST',
      url: '/prod-api/test/echo',
      payload: { name: 'sam', password: FIRST, passWord: SECOND },
    });
    const line = t.logs.find((entry) => entry.msg === 'echo');
    expect(line?.body).toEqual({ name: 'sam', password: '[redacted]', passWord: '[redacted]' });
    expect(JSON.stringify(t.logs)).not.toContain(FIRST);
  });
});
