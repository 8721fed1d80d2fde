import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

// OWASP's scrypt equivalent of N=2^17,r=8,p=1 with a quarter of the memory: about 0.2 s of one core.
const DEFAULT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const FORMAT = /^scrypt:N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function derive(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A self-describing hash, 'scrypt:N=..,r=..,p=..$salt$hash', so the cost can rise without a migration. */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, params);
  return `scrypt:N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, n, r, p, salt, hash] = match;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  // A stored value is trusted data, but a corrupt one must not stall the process.
  if (params.N > 2 ** 20 || params.r > 32 || params.p > 16) return false;
  const expected = Buffer.from(hash ?? '', 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64url'), expected.length, params);
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead, so the first unknown name is not slower than the next ones. */
export function prepareDummyHash(): void {
  dummyHash ??= hashPassword('no user has this password');
}

/** Spends the time of a real check, so an unknown user name answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  prepareDummyHash();
  await verifyPassword(password, (await dummyHash) ?? '');
  return false;
}
