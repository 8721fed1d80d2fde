import { describe, expect, it } from 'vitest';
import { hashToken, newSessionToken } from './tokens';

describe('session tokens', () => {
  it('are 256 random bits in base64url', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newSessionToken()).not.toBe(token);
  });

  it('are stored as their sha256 in hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken(newSessionToken())).toMatch(/^[0-9a-f]{64}$/);
  });
});
