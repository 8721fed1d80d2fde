import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent } from 'undici';

/**
 * Where a wrapper may point (docs/decisions/0022-wrapper-addresses.md). A holder of 1002-1 must not
 * turn "test connection" into a probe of the console's own network: loopback, link-local (cloud
 * metadata at 169.254.169.254), private, unspecified, multicast and reserved addresses are refused,
 * when the wrapper is saved (an address written in the URL) and again when it is called (the
 * addresses a name resolves to), unless WRAPPER_ALLOWED_HOSTS names the host.
 */
const INTERNAL_RANGES: [string, number, 'ipv4' | 'ipv6', string][] = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'shared (carrier-grade NAT)'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['198.18.0.0', 15, 'ipv4', 'reserved'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fc00::', 7, 'ipv6', 'private'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

const ranges = INTERNAL_RANGES.map(([network, prefix, family, kind]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { list, family, kind };
});

/** An IPv6 address that carries an IPv4 one (::ffff:a.b.c.d, which URL parsing writes as ::ffff:7f00:1). */
function embeddedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted?.[1]) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const value = (parseInt(hex[1], 16) << 16) | parseInt(hex[2], 16);
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

/** Which kind of internal address this is ('loopback' ...), or null for a public one. */
export function internalKind(address: string): string | null {
  const plain = address.replace(/^\[|\]$/g, '');
  const v4 = embeddedIpv4(plain);
  const family = v4 ? 'ipv4' : isIP(plain) === 4 ? 'ipv4' : isIP(plain) === 6 ? 'ipv6' : null;
  if (!family) return null;
  const candidate = v4 ?? plain;
  return ranges.find((range) => range.family === family && range.list.check(candidate, family))?.kind ?? null;
}

/** host or host:port entries of WRAPPER_ALLOWED_HOSTS, lower case, IPv6 in brackets. */
export type AllowedHosts = readonly string[];

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** Whether the setting lets this URL's host (any port) or host:port through. */
export function isAllowed(url: URL, allowed: AllowedHosts): boolean {
  const host = url.hostname.toLowerCase();
  return allowed.includes(host) || allowed.includes(`${host}:${defaultPort(url)}`);
}

/**
 * Why a wrapper URL may not be saved, or null. The URL parser has already turned odd spellings of an
 * address (0x7f.1, 2130706433, 0177.0.0.1, [::ffff:127.0.0.1]) into their plain form.
 */
export function wrapperAddressProblem(baseUrl: string, allowed: AllowedHosts): string | null {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return null;
  }
  if (isAllowed(url, allowed)) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const kind = host === 'localhost' || host.endsWith('.localhost') ? 'loopback' : internalKind(host);
  return kind ? `wrapperurl must not point to an internal address (${url.hostname} is ${kind})` : null;
}

/** The refusal a call meets when a name resolves to an internal address. */
export class InternalAddressError extends Error {
  readonly code = 'EINTERNALADDRESS';
  constructor(host: string, address: string, kind: string) {
    super(`${host} resolves to ${address}, an internal (${kind}) address`);
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

type Resolve = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A lookup for net.connect (one address, or all of them when it asks) that refuses a name whose
 * answers include an internal address: checked where the connection is made, so a name that changes
 * its answer after the wrapper was saved still cannot lead inside.
 */
export function guardedLookup(resolve: Resolve = lookup) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      for (const { address } of addresses) {
        const kind = internalKind(address);
        if (kind) return callback(new InternalAddressError(hostname, address, kind), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family);
    });
  };
}

/** Connections that may only reach public addresses; redirects are never followed (fetch's 'manual'). */
export const publicOnlyAgent = new Agent({ connect: { lookup: guardedLookup() } });
/** Connections to hosts the setting allows. */
export const allowedAgent = new Agent();
