import { describe, expect, it } from 'vitest';
import { wrapperUrlProblem } from './wrapper-url';

describe('wrapperUrlProblem', () => {
  it.each([
    'http://127.0.0.1:8091',
    'https://wrapper.example.com/api/',
    'HTTPS://Wrapper.Example.com',
    'http://[::1]:8091',
    '  http://localhost  ',
  ])('accepts %s', (url) => {
    expect(wrapperUrlProblem(url)).toBeNull();
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [`https://example.com/${'a'.repeat(281)}`, 'tooLong'],
    ['ftp://example.com', 'notHttp'],
    ['example.com', 'notHttp'],
    ['http://', 'notHttp'],
    ['http://exa mple.com', 'notHttp'],
    ['http://host:70000', 'notHttp'],
    ['http://-bad-.example', 'notHttp'],
    ['https://user:secret@example.com', 'credentials'],
    ['https://user@example.com', 'credentials'],
  ])('refuses %s as %s', (url, problem) => {
    expect(wrapperUrlProblem(url)).toBe(problem);
  });
});
