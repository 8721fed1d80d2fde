import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores a self-describing scrypt hash with a random salt', async () => {
    const first = await hashPassword('admin123');
    const second = await hashPassword('admin123');
    expect(first).toMatch(/^scrypt:N=32768,r=8,p=3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('admin123');
  });

  it('accepts the right password and refuses others', async () => {
    const stored = await hashPassword('s3cret pass');
    expect(await verifyPassword('s3cret pass', stored)).toBe(true);
    expect(await verifyPassword('s3cret pasS', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('reads the cost from the stored value, so old hashes keep working when it rises', async () => {
    const cheap = await hashPassword('pw', { N: 1024, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt:N=1024,r=8,p=1$')).toBe(true);
    expect(await verifyPassword('pw', cheap)).toBe(true);
  });

  it('refuses malformed or absurd stored values without throwing', async () => {
    expect(await verifyPassword('pw', 'plain-text')).toBe(false);
    expect(await verifyPassword('pw', 'scrypt:N=1073741824,r=8,p=1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword('pw', 'scrypt:N=1024,r=8,p=1$c2FsdA$')).toBe(false);
  });

  it('spends a real check when the user does not exist', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
