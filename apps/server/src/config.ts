import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoginThrottleConfig {
  /** Failures for one user name within the window before each attempt is slowed down. */
  slowdownAfter: number;
  slowdownStepMs: number;
  slowdownMaxMs: number;
  /** Failures for one user name within the window that lock it. */
  lockAfter: number;
  /** Failures from one client address within the window that lock it. */
  addressLockAfter: number;
  windowMinutes: number;
  lockMinutes: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** null: the embedded PGlite database under dataDir/pgdata. */
  databaseUrl: string | null;
  /** Business time zone (IANA name): date-times travel as 'YYYY-MM-DD HH:mm:ss' in it. */
  timeZone: string;
  brand: string | null;
  smtpUrl: string | null;
  sessionIdleMinutes: number;
  sessionCacheSeconds: number;
  logLevel: string;
  login: LoginThrottleConfig;
  demo: boolean;
  /**
   * Demo mode: 'inside' runs the demo airlines in the console's process; 'separate' expects them in
   * their own (`npm run demo:airlines`), so an operator can stop one and watch flight search warn.
   */
  demoAirlines: DemoAirlinesMode;
  webDist: string;
  trustProxy: boolean;
  /** Per call to one airline wrapper (docs/wrapper-protocol.md, "Timeouts"). */
  wrapperTimeoutMs: number;
  /**
   * Internal hosts (host, or host:port) a wrapper may point at; others on loopback, link-local or
   * private addresses are refused (docs/decisions/0022). Demo mode adds the demo airlines' own.
   */
  wrapperAllowedHosts: string[];
  /** How often refunds waiting for their airline ask for its answer; 0: only when an operator asks. */
  airlinePollSeconds: number;
  /**
   * The void window (docs/decisions/0025): 0, a ticket can be voided until the end of the business day
   * it was issued on; N, for N hours after its issue.
   */
  voidWindowHours: number;
}

export const DEMO_AIRLINES_MODES = ['inside', 'separate'] as const;
export type DemoAirlinesMode = (typeof DEMO_AIRLINES_MODES)[number];

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid ${variable}: ${reason}`);
  }
}

type Env = Record<string, string | undefined>;

const serverPackageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `'${raw}' is not a whole number`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `${value} is not between ${min} and ${max}`);
  return value;
}

function flag(env: Env, name: string): boolean | undefined {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return undefined;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `'${raw}' is not 1/0, true/false, yes/no or on/off`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = text(env, name);
  if (raw === undefined) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

const ALLOWED_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/;

function allowedHosts(env: Env): string[] {
  const entries = (text(env, 'WRAPPER_ALLOWED_HOSTS') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    const parts = ALLOWED_HOST.exec(entry);
    if (!parts || Number(parts[2] ?? 0) > 65_535)
      throw new ConfigError('WRAPPER_ALLOWED_HOSTS', `'${entry}' is not a host or host:port`);
  }
  return entries;
}

function timeZone(env: Env): string {
  const zone = text(env, 'TZ') ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError('TZ', `'${zone}' is not an IANA time zone (e.g. UTC, Europe/Madrid)`);
  }
  return zone;
}

function demoAirlinesMode(env: Env): DemoAirlinesMode {
  const raw = text(env, 'DEMO_AIRLINES')?.toLowerCase() ?? 'inside';
  const mode = DEMO_AIRLINES_MODES.find((known) => known === raw);
  if (!mode) throw new ConfigError('DEMO_AIRLINES', `must be one of ${DEMO_AIRLINES_MODES.join(', ')}`);
  return mode;
}

function logLevel(env: Env): string {
  const level = text(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!LOG_LEVELS.includes(level))
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

function loginThrottle(env: Env): LoginThrottleConfig {
  return {
    slowdownAfter: integer(env, 'LOGIN_SLOWDOWN_AFTER', 3, 1, 1000),
    slowdownStepMs: integer(env, 'LOGIN_SLOWDOWN_STEP_MS', 500, 0, 60_000),
    slowdownMaxMs: integer(env, 'LOGIN_SLOWDOWN_MAX_MS', 3000, 0, 60_000),
    lockAfter: integer(env, 'LOGIN_LOCK_AFTER', 5, 1, 1000),
    addressLockAfter: integer(env, 'LOGIN_ADDRESS_LOCK_AFTER', 20, 1, 100_000),
    windowMinutes: integer(env, 'LOGIN_WINDOW_MINUTES', 15, 1, 10_080),
    lockMinutes: integer(env, 'LOGIN_LOCK_MINUTES', 15, 1, 10_080),
  };
}

/** Reads the settings from the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const demo = flag(env, 'DEMO');
  const webDist = text(env, 'WEB_DIST');
  return {
    port: integer(env, 'PORT', 8080, 0, 65_535),
    host: text(env, 'HOST') ?? '127.0.0.1',
    dataDir: path.resolve(cwd, text(env, 'DATA_DIR') ?? './data'),
    databaseUrl,
    timeZone: timeZone(env),
    brand: text(env, 'BRAND') ?? null,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 480, 1, 525_600),
    sessionCacheSeconds: integer(env, 'SESSION_CACHE_SECONDS', 5, 0, 60),
    logLevel: logLevel(env),
    login: loginThrottle(env),
    // The demo accounts have published passwords: a server database only gets them on request.
    demo: databaseUrl === null ? (demo ?? true) : demo === true,
    demoAirlines: demoAirlinesMode(env),
    webDist: webDist ? path.resolve(cwd, webDist) : path.resolve(serverPackageDir, '../web/dist'),
    trustProxy: flag(env, 'TRUST_PROXY') ?? false,
    wrapperTimeoutMs: integer(env, 'WRAPPER_TIMEOUT_MS', 3000, 100, 60_000),
    wrapperAllowedHosts: allowedHosts(env),
    airlinePollSeconds: integer(env, 'AIRLINE_POLL_SECONDS', 30, 0, 86_400),
    voidWindowHours: integer(env, 'VOID_WINDOW_HOURS', 0, 0, 168),
  };
}
