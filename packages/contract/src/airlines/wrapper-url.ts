/** Longest wrapperurl a record keeps. */
export const WRAPPER_URL_MAX = 300;

/** Why a wrapperurl is refused, so the server and the form word it each in their own way. */
export type WrapperUrlProblem = 'required' | 'tooLong' | 'notHttp' | 'credentials';

const URL_PARTS = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([/?#].*)?$/i;
const HOST_PORT = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/i;

/**
 * A wrapper is called over plain HTTP(S) at this base URL. Credentials in it would be shown in the
 * list and written to logs, so they are refused: a wrapper that needs them takes them elsewhere.
 * Parsed by hand so the browser form and the server judge a URL the same way.
 */
export function wrapperUrlProblem(value: string): WrapperUrlProblem | null {
  const text = value.trim();
  if (!text) return 'required';
  if (text.length > WRAPPER_URL_MAX) return 'tooLong';
  const parts = URL_PARTS.exec(text);
  if (!parts || /\s/.test(text)) return 'notHttp';
  const [, scheme = '', authority = ''] = parts;
  if (!['http', 'https'].includes(scheme.toLowerCase())) return 'notHttp';
  if (authority.includes('@')) return 'credentials';
  const host = HOST_PORT.exec(authority);
  if (!host || (host[2] !== undefined && Number(host[2]) > 65_535)) return 'notHttp';
  return null;
}

export const WRAPPER_URL_MESSAGES: Record<WrapperUrlProblem, string> = {
  required: 'wrapperurl is required',
  tooLong: `wrapperurl must be at most ${WRAPPER_URL_MAX} characters`,
  notHttp: 'wrapperurl must be an http:// or https:// URL',
  credentials: 'wrapperurl must not contain a user name or password',
};
