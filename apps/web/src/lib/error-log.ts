import { platformCalls, type ClientErrorReport } from '@ota/contract';
import { callApi } from './call-api';
import { formatDateTime } from './format';
import { createStore, useStore } from './store';

/** Spec section 8: uncaught client errors are recorded (production build) and sent to the server log. */
export interface ErrorLogEntry {
  id: number;
  message: string;
  stack?: string;
  url: string;
  time: string;
}

export const ERROR_LOG_STORAGE_KEY = 'errorLog';
const MAX_ENTRIES = 50;
const IGNORED = [/ResizeObserver loop/i];

let enabled = false;
let nextId = 1;
const reported = new Set<string>();

function readStored(): ErrorLogEntry[] {
  try {
    const raw = sessionStorage.getItem(ERROR_LOG_STORAGE_KEY);
    const list = raw ? (JSON.parse(raw) as ErrorLogEntry[]) : [];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export const errorLogStore = createStore<ErrorLogEntry[]>([]);

function keyOf(entry: Pick<ErrorLogEntry, 'message' | 'stack'>): string {
  return `${entry.message}\n${entry.stack ?? ''}`;
}

/** Turns recording on (start.tsx does it in a production build) and restores this tab's log. */
export function enableErrorLog(on = true): void {
  enabled = on;
  if (!on) return;
  const stored = readStored();
  stored.forEach((entry) => reported.add(keyOf(entry)));
  nextId = stored.reduce((max, entry) => Math.max(max, entry.id + 1), nextId);
  errorLogStore.set(stored);
}

export function isErrorLogEnabled(): boolean {
  return enabled;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

function report(entry: ErrorLogEntry): void {
  const body: ClientErrorReport = {
    message: entry.message.slice(0, 2000),
    stack: entry.stack?.slice(0, 8000),
    url: entry.url.slice(0, 2000),
    time: entry.time.slice(0, 40),
  };
  callApi(platformCalls.clientErrors, body, { silent: 'all', ignoreForbidden: true }).catch(() => undefined);
}

/** Records one error (when enabled) and sends it once (platformCalls.clientErrors). */
export function recordError(error: unknown, extra: { stack?: string } = {}): void {
  if (!enabled) return;
  const described = describe(error);
  const message = described.message || 'Unknown error';
  if (IGNORED.some((pattern) => pattern.test(message))) return;
  const entry: ErrorLogEntry = {
    id: nextId++,
    message,
    stack: described.stack ?? extra.stack,
    url: typeof window === 'undefined' ? '' : window.location.href,
    time: formatDateTime(new Date()),
  };
  const list = [...errorLogStore.get(), entry].slice(-MAX_ENTRIES);
  errorLogStore.set(list);
  try {
    sessionStorage.setItem(ERROR_LOG_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage full: the in-memory log still shows it
  }
  const key = keyOf(entry);
  if (reported.has(key)) return;
  reported.add(key);
  report(entry);
}

export function clearErrorLog(): void {
  errorLogStore.set([]);
  sessionStorage.removeItem(ERROR_LOG_STORAGE_KEY);
}

/** window 'error' and 'unhandledrejection'; returns the remover. */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => recordError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => recordError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

export function useErrorLog(): ErrorLogEntry[] {
  return useStore(errorLogStore);
}
