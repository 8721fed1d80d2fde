import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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

/** A variable's value, trimmed; unset or blank is undefined. */
const text = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined);

/** Refuses the variable with `reason` (the schema's issue names it by its path). */
function refuse(ctx: z.RefinementCtx, reason: string): never {
  ctx.addIssue({ code: 'custom', message: reason });
  return z.NEVER;
}

const integer = (fallback: number, min: number, max: number) =>
  text.transform((raw, ctx) => {
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw)) return refuse(ctx, `'${raw}' is not a whole number`);
    const value = Number(raw);
    if (value < min || value > max) return refuse(ctx, `${value} is not between ${min} and ${max}`);
    return value;
  });

const flag = text.transform((value, ctx) => {
  const raw = value?.toLowerCase();
  if (raw === undefined) return undefined;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  return refuse(ctx, `'${raw}' is not 1/0, true/false, yes/no or on/off`);
});

const url = (protocols: string[]) =>
  text.transform((raw, ctx) => {
    if (raw === undefined) return null;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      return refuse(ctx, 'is not a URL');
    }
    if (!protocols.includes(parsed.protocol))
      return refuse(ctx, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    return raw;
  });

const ALLOWED_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/;

const allowedHosts = text.transform((raw, ctx) => {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    const parts = ALLOWED_HOST.exec(entry);
    if (!parts || Number(parts[2] ?? 0) > 65_535) return refuse(ctx, `'${entry}' is not a host or host:port`);
  }
  return entries;
});

const timeZone = text.transform((raw, ctx) => {
  const zone = raw ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return refuse(ctx, `'${zone}' is not an IANA time zone (e.g. UTC, Europe/Madrid)`);
  }
  return zone;
});

const demoAirlinesMode = text.transform((raw, ctx) => {
  const mode = DEMO_AIRLINES_MODES.find((known) => known === (raw?.toLowerCase() ?? 'inside'));
  return mode ?? refuse(ctx, `must be one of ${DEMO_AIRLINES_MODES.join(', ')}`);
});

const logLevel = text.transform((raw, ctx) => {
  const level = raw?.toLowerCase() ?? 'info';
  return LOG_LEVELS.includes(level) ? level : refuse(ctx, `must be one of ${LOG_LEVELS.join(', ')}`);
});

/**
 * The environment the server reads, variable by variable (README, "Configuration"), with its
 * defaults; a bad value is an issue whose path is the variable. The first one listed is reported.
 */
const environment = z.object({
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DEMO: flag,
  WEB_DIST: text,
  PORT: integer(8080, 0, 65_535),
  HOST: text.transform((raw) => raw ?? '127.0.0.1'),
  DATA_DIR: text.transform((raw) => raw ?? './data'),
  TZ: timeZone,
  BRAND: text.transform((raw) => raw ?? null),
  SMTP_URL: url(['smtp:', 'smtps:']),
  SESSION_IDLE_MINUTES: integer(480, 1, 525_600),
  SESSION_CACHE_SECONDS: integer(5, 0, 60),
  LOG_LEVEL: logLevel,
  LOGIN_SLOWDOWN_AFTER: integer(3, 1, 1000),
  LOGIN_SLOWDOWN_STEP_MS: integer(500, 0, 60_000),
  LOGIN_SLOWDOWN_MAX_MS: integer(3000, 0, 60_000),
  LOGIN_LOCK_AFTER: integer(5, 1, 1000),
  LOGIN_ADDRESS_LOCK_AFTER: integer(20, 1, 100_000),
  LOGIN_WINDOW_MINUTES: integer(15, 1, 10_080),
  LOGIN_LOCK_MINUTES: integer(15, 1, 10_080),
  DEMO_AIRLINES: demoAirlinesMode,
  TRUST_PROXY: flag.transform((value) => value ?? false),
  WRAPPER_TIMEOUT_MS: integer(3000, 100, 60_000),
  WRAPPER_ALLOWED_HOSTS: allowedHosts,
  AIRLINE_POLL_SECONDS: integer(30, 0, 86_400),
  VOID_WINDOW_HOURS: integer(0, 0, 168),
});

/** Reads the settings from the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'is not valid');
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    timeZone: e.TZ,
    brand: e.BRAND,
    smtpUrl: e.SMTP_URL,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    logLevel: e.LOG_LEVEL,
    login: {
      slowdownAfter: e.LOGIN_SLOWDOWN_AFTER,
      slowdownStepMs: e.LOGIN_SLOWDOWN_STEP_MS,
      slowdownMaxMs: e.LOGIN_SLOWDOWN_MAX_MS,
      lockAfter: e.LOGIN_LOCK_AFTER,
      addressLockAfter: e.LOGIN_ADDRESS_LOCK_AFTER,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
    },
    // The demo accounts have published passwords: a server database only gets them on request.
    demo: e.DATABASE_URL === null ? (e.DEMO ?? true) : e.DEMO === true,
    demoAirlines: e.DEMO_AIRLINES,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : path.resolve(serverPackageDir, '../web/dist'),
    trustProxy: e.TRUST_PROXY,
    wrapperTimeoutMs: e.WRAPPER_TIMEOUT_MS,
    wrapperAllowedHosts: e.WRAPPER_ALLOWED_HOSTS,
    airlinePollSeconds: e.AIRLINE_POLL_SECONDS,
    voidWindowHours: e.VOID_WINDOW_HOURS,
  };
}
