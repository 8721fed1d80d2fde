import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { form, useTestApp } from '../test/app';
import { testEngines } from '../test/databases';

function builtWebApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ota-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'export {};');
  return dir;
}

describe.each(testEngines())('security headers (%s)', (engine) => {
  const t = useTestApp(engine, {
    demo: false,
    config: { webDist: builtWebApp() },
    prepare: (app) =>
      app.get('/prod-api/test-fault', { config: { access: 'public' } }, () => {
        throw new Error('unexpected');
      }),
  });

  const answers = [
    ['a page of the console', { method: 'GET', url: '/html/order' }, 200],
    ['a built file', { method: 'GET', url: '/assets/app-1a2b.js' }, 200],
    ['an API answer', { method: 'GET', url: '/prod-api/health' }, 200],
    ['a refusal without a token', { method: 'GET', url: '/prod-api/userTransactionRecord/balanceInfo' }, 403],
    ['an unknown call', { method: 'GET', url: '/prod-api/no-such-call' }, 404],
    ['a bad body', { method: 'POST', url: '/prod-api/login', ...form({ userName: 'a\u0000' }) }, 400],
    ['an unexpected fault', { method: 'GET', url: '/prod-api/test-fault' }, 500],
  ] as const;

  // The HTTP code of a page or file, the envelope's status of an API answer (spec section 7).
  const statusOf = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) =>
    String(response.headers['content-type']).startsWith('application/json')
      ? (response.json() as { status: number }).status
      : response.statusCode;

  it.each(answers)(
    '%s carries the policy, no sniffing, no framing and the referrer rule',
    async (_, request, code) => {
      const response = await t.inject(request);
      expect(statusOf(response)).toBe(code);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    },
  );
});
