/**
 * What kind of address a URL host names: loopback, private, link-local or
 * public. A deployed site must never point at the first three (a CMS on
 * 127.0.0.1 next to a production origin makes every uncached page a 503), and
 * the placeholder secrets are accepted only while the site itself is loopback.
 * Pure and import-free: used by the worker's config check and by the Node
 * operator scripts and config test.
 * @module
 */

export type AddressKind = 'loopback' | 'private' | 'link-local' | 'unspecified' | 'public';

function ipv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.map(Number);
}

function ipv4Kind([a, b]: number[]): AddressKind {
  if (a === 127) return 'loopback';
  if (a === 0) return 'unspecified';
  if (a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168) || (a === 100 && b! >= 64 && b! <= 127)) return 'private';
  if (a === 169 && b === 254) return 'link-local';
  return 'public';
}

/** IPv6 in URL form (WHATWG URL has compressed and lower-cased it). */
function ipv6Kind(host: string): AddressKind {
  if (host === '::1') return 'loopback';
  if (host === '::') return 'unspecified';
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) {
    const high = parseInt(mapped[1]!, 16);
    return ipv4Kind([high >> 8, high & 255]);
  }
  const first = parseInt(host.split(':')[0] || '0', 16);
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xfe00) === 0xfc00) return 'private';
  return 'public';
}

/** The kind of a URL's `hostname` (IPv6 with or without brackets). Names are judged by their reserved suffixes only. */
export function addressKind(hostname: string): AddressKind {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host.includes(':')) return ipv6Kind(host);
  const v4 = ipv4(host);
  if (v4) return ipv4Kind(v4);
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  if (/\.(local|internal|lan|home\.arpa)$/.test(host) || !host.includes('.')) return 'private';
  return 'public';
}

/** The kind of the host of an absolute URL or a bare host (a route pattern); null when it cannot be parsed. * @internal Used by the ops scripts and tests.
 */
export function urlAddressKind(value: string): AddressKind | null {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return addressKind(url.hostname);
  } catch {
    return null;
  }
}
