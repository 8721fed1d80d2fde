import { hash, randomBytes } from 'node:crypto';

/** 256 random bits; the client keeps the token, the database only its hash. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** One-shot hash: every request hashes its token, and a Hash object per call cost three times as much. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
