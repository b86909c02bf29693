/**
 * Rate limits count networks, not addresses (issue 54): an IPv6 client is its /64 in whatever text form it is
 * written, an IPv4-mapped address is the IPv4 address, and IPv4 is keyed by address
 * (worker/request/client-network.ts). Generated addresses throughout; then the search limit itself: searches
 * from many addresses of one /64 share one allowance, and another /64 keeps its own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../worker/request/client-network';
import { runs } from '../helpers/property-runs';
import { get } from '../helpers/site';

const group = fc.integer({ min: 0, max: 0xffff });
const prefix = fc.array(group, { minLength: 4, maxLength: 4 });
const interfaceId = fc.array(group, { minLength: 4, maxLength: 4 });
const byte = fc.integer({ min: 0, max: 255 });
const ipv4 = fc.tuple(byte, byte, byte, byte);

/** How one address may be written: each is valid IPv6 text (RFC 4291 section 2.2). */
type Form = { pad: boolean; upper: boolean; compress: boolean; dottedTail: boolean };
const form: fc.Arbitrary<Form> = fc.record({ pad: fc.boolean(), upper: fc.boolean(), compress: fc.boolean(), dottedTail: fc.boolean() });

function write(groups: number[], { pad, upper, compress, dottedTail }: Form): string {
  const hex = (value: number) => {
    const text = value.toString(16);
    const padded = pad ? text.padStart(4, '0') : text;
    return upper ? padded.toUpperCase() : padded;
  };
  const tail = dottedTail ? [`${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`] : [];
  const parts = [...groups.slice(0, dottedTail ? 6 : 8).map(hex), ...tail];
  if (!compress) return parts.join(':');
  // The longest run of zero groups (among the hex ones) becomes `::`.
  let best = { at: -1, length: 0 };
  const hexCount = dottedTail ? 6 : 8;
  for (let at = 0; at < hexCount; at++) {
    let length = 0;
    while (at + length < hexCount && groups[at + length] === 0) length++;
    if (length > best.length) best = { at, length };
  }
  if (best.length === 0) return parts.join(':');
  return `${parts.slice(0, best.at).join(':')}::${parts.slice(best.at + best.length).join(':')}`;
}

describe('the network a client is counted by', () => {
  it('is one key for every address of one /64, however written', () => {
    fc.assert(
      fc.property(prefix, interfaceId, form, interfaceId, form, (net, one, oneForm, two, twoForm) => {
        // Not the IPv4-mapped block, which is IPv4 (below).
        fc.pre(!(net.every((value) => value === 0) && one[0] === 0 && one[1] === 0xffff));
        fc.pre(!(net.every((value) => value === 0) && two[0] === 0 && two[1] === 0xffff));
        const key = clientNetwork(write([...net, ...one], oneForm));
        expect(key).toBe(clientNetwork(write([...net, ...two], twoForm)));
        expect(key).toMatch(/::\/64$/);
      }),
      { numRuns: runs(2000) },
    );
  });

  it('is a different key for different /64s', () => {
    fc.assert(
      fc.property(prefix, prefix, interfaceId, form, form, (a, b, id, aForm, bForm) => {
        fc.pre(a.some((value, at) => value !== b[at]));
        fc.pre(!a.every((value) => value === 0) && !b.every((value) => value === 0));
        expect(clientNetwork(write([...a, ...id], aForm))).not.toBe(clientNetwork(write([...b, ...id], bForm)));
      }),
      { numRuns: runs(2000) },
    );
  });

  it('keys IPv4 by address, and an IPv4-mapped IPv6 address as that IPv4 address', () => {
    fc.assert(
      fc.property(ipv4, ipv4, form, ([a, b, c, d], other, written) => {
        const address = `${a}.${b}.${c}.${d}`;
        expect(clientNetwork(address)).toBe(address);
        const mapped = write([0, 0, 0, 0, 0, 0xffff, (a << 8) | b, (c << 8) | d], written);
        expect(clientNetwork(mapped), mapped).toBe(address);
        if (other.join('.') !== address) expect(clientNetwork(other.join('.'))).not.toBe(clientNetwork(address));
      }),
      { numRuns: runs(2000) },
    );
  });

  it('keys what is not an address as sent, apart from every address', () => {
    for (const text of ['unknown', '198.51.100.7-abc', '1.2.3.256', 'fe80::1%eth0', '::g', '']) {
      expect(clientNetwork(text)).toBe(`other:${text}`);
    }
  });
});

describe('the search limit', () => {
  it('gives all the addresses of one /64 one allowance, and another /64 its own', async () => {
    const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const addresses = fc.sample(interfaceId, 200).map((id, at) =>
      write([...net.split(':').map((part) => parseInt(part, 16)), ...id], {
        pad: at % 2 === 0,
        upper: at % 3 === 0,
        compress: at % 5 !== 0,
        dottedTail: at % 7 === 0,
      }),
    );
    // The binding counts 20 a 10 s period: searches go 25 at a time, all at once, each from another address, so
    // however slow the machine a batch lands within one period (as the flood test of search.test.ts does).
    let limited: Response | undefined;
    for (let batch = 0; batch < 8 && !limited; batch++) {
      const responses = await Promise.all(
        addresses
          .slice(batch * 25, batch * 25 + 25)
          .map((address) => get('/search/?q=podcast', { headers: { 'cf-connecting-ip': address } })),
      );
      for (const response of responses) {
        await response.arrayBuffer();
        if (response.status === 429) limited ??= response;
        else expect(response.status).toBe(200);
      }
    }
    expect(limited?.status, 'a 429 within 200 searches from one /64').toBe(429);
    const elsewhere = await get('/search/?q=podcast', { headers: { 'cf-connecting-ip': '2001:db8:ffff:ffff::1' } });
    expect(elsewhere.status).toBe(200);
  });
});
