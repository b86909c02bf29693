/**
 * The network a client connects from, as rate limits count it: an IPv4
 * address is its own (one address is about one household or one NAT), an
 * IPv6 client its /64 (one site's subnet: whoever holds one holds all 2^64
 * addresses in it, so counting addresses would hand it 2^64 allowances).
 * IPv6 text in any form (compressed or not, upper case, leading zeros, a
 * dotted IPv4 tail) gives one key, and an IPv4-mapped address
 * (`::ffff:a.b.c.d`) is the IPv4 address. Anything else is keyed as sent.
 * Pure.
 * @module
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The rate-limit key of a connecting address (`cf-connecting-ip`). */
export function clientNetwork(address: string): string {
  const v4 = ipv4(address);
  if (v4) return v4;
  const groups = address.includes(':') ? ipv6Groups(address) : null;
  if (!groups) return `other:${address.slice(0, 64)}`;
  // ::ffff:0:0/96: an IPv4 client seen through an IPv6 socket.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Dotted IPv4 in its plain form, or null. */
function ipv4(text: string): string | null {
  const parts = IPV4.exec(text)?.slice(1).map(Number);
  return parts?.every((part) => part <= 255) ? parts.join('.') : null;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one (the URL parser reads every text form). */
function ipv6Groups(text: string): number[] | null {
  let host: string;
  try {
    // WHATWG URL accepts exactly RFC 4291's text forms and writes them compressed, in lower case, all in hex.
    host = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = host.split('::');
  const split = (part: string) => (part ? part.split(':') : []);
  const groups =
    tail === undefined ? split(head) : [...split(head), ...Array(8 - split(head).length - split(tail).length).fill('0'), ...split(tail)];
  return groups.map((group) => parseInt(group, 16));
}
