import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSupplierError } from './supplier-error';
import { guardedLookup, wrapperAddressProblem } from './wrapper-address';
import { createWrapperClient } from './wrapper-client';

describe('wrapper addresses', () => {
  it.each([
    ['http://127.0.0.1:4010', '127.0.0.1 is loopback'],
    ['http://127.1:4010', '127.0.0.1 is loopback'],
    ['http://0x7f.1/', '127.0.0.1 is loopback'],
    ['http://2130706433/', '127.0.0.1 is loopback'],
    ['http://0177.0.0.1/', '127.0.0.1 is loopback'],
    ['http://localhost:8080', 'localhost is loopback'],
    ['http://LOCALHOST./', 'localhost. is loopback'],
    ['http://wrapper.localhost/', 'wrapper.localhost is loopback'],
    ['http://[::1]:8080', '[::1] is loopback'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1] is loopback'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is link-local'],
    ['http://[fe80::1]/', '[fe80::1] is link-local'],
    ['http://0.0.0.0:22', '0.0.0.0 is unspecified'],
    ['http://10.1.2.3/', '10.1.2.3 is private'],
    ['https://172.20.0.5/', '172.20.0.5 is private'],
    ['http://192.168.1.1/', '192.168.1.1 is private'],
    ['http://[fd00::5]/', '[fd00::5] is private'],
  ])('refuses %s (%s)', (url, why) => {
    expect(wrapperAddressProblem(url, [])).toBe(`wrapperurl must not point to an internal address (${why})`);
  });

  it.each(['https://wrapper.example.com/api', 'http://93.184.216.34:8080', 'http://[2001:db8::1]/'])(
    'accepts the public address %s',
    (url) => {
      expect(wrapperAddressProblem(url, [])).toBeNull();
    },
  );

  it('lets the setting allow a host at any port, or at one port only', () => {
    expect(wrapperAddressProblem('http://10.0.0.8:9000', ['10.0.0.8'])).toBeNull();
    expect(wrapperAddressProblem('http://127.0.0.1:4010', ['127.0.0.1:4010'])).toBeNull();
    expect(wrapperAddressProblem('http://127.0.0.1:22', ['127.0.0.1:4010'])).toContain('loopback');
    expect(wrapperAddressProblem('https://wrapper.lan', ['wrapper.lan:443'])).toBeNull();
  });
});

describe('wrapper calls reach public addresses only', () => {
  let hits = 0;
  let target: Server;
  let redirecting: Server;
  const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    target = createServer((_request, response) => {
      hits += 1;
      response.end('{}');
    });
    redirecting = createServer((_request, response) => {
      response.writeHead(302, { location: `${urlOf(target)}/v1/health` }).end();
    });
    await Promise.all(
      [target, redirecting].map(
        (server) => new Promise((done) => server.listen(0, '127.0.0.1', () => done(null))),
      ),
    );
  });
  afterAll(() => {
    target.close();
    redirecting.close();
  });

  const failureOf = async (promise: Promise<unknown>) => {
    const error: unknown = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    if (!isSupplierError(error)) throw new Error(`expected a supplier error, got ${String(error)}`);
    return error;
  };

  it('does not call a wrapper saved at an internal address before the setting changed', async () => {
    const client = createWrapperClient({
      baseUrl: urlOf(target),
      timeoutMs: 1000,
      allowedHosts: [],
      name: 'Inner Air',
    });
    const error = await failureOf(client.health());
    expect(error.message).toBe(
      'Inner Air was not called: wrapperurl must not point to an internal address (127.0.0.1 is loopback)',
    );
    expect(hits).toBe(0);
  });

  it('never follows a redirect, so it cannot lead to another address', async () => {
    const client = createWrapperClient({
      baseUrl: urlOf(redirecting),
      timeoutMs: 1000,
      allowedHosts: ['127.0.0.1'],
      name: 'Bouncing Air',
    });
    const error = await failureOf(client.health());
    expect(error.kind).toBe('bad-answer');
    expect(error.message).toBe('Bouncing Air answered with a redirect (HTTP 302), which is not followed');
    expect(hits).toBe(0);
  });

  it('refuses a name that resolves to an internal address when it connects', async () => {
    // A name the resolver answers with loopback, as a DNS record changed after saving would.
    const agent = new Agent({
      connect: {
        lookup: guardedLookup((_host, _options, callback) =>
          callback(null, [{ address: '127.0.0.1', family: 4 }]),
        ),
      },
    });
    const port = (target.address() as AddressInfo).port;
    const error: unknown = await fetch(`http://wrapper.example.com:${port}/v1/health`, {
      dispatcher: agent,
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TypeError);
    expect(String((error as TypeError).cause)).toContain(
      'wrapper.example.com resolves to 127.0.0.1, an internal (loopback) address',
    );
    expect(hits).toBe(0);
    await agent.close();
  });

  it('connects to a name that resolves to a public address', async () => {
    const resolved: string[] = [];
    const lookup = guardedLookup((host, _options, callback) => {
      resolved.push(host);
      callback(null, [{ address: '93.184.216.34', family: 4 }]);
    });
    const answer = await new Promise<string>((done) =>
      lookup('wrapper.example.com', {}, (error, address) => done(error ? error.message : String(address))),
    );
    expect([answer, resolved]).toEqual(['93.184.216.34', ['wrapper.example.com']]);
  });
});
