// RFC 6874: IPv6 zone identifiers in URIs, an opt-in extension of the RFC 3986 grammar (and of
// RFC 3987's, which shares its IP-literal): off by default, on with `zoneIds: true`.
import { matchRule, parseReference, validate } from '../src/index';

describe('IPv6 zone identifiers (RFC 6874)', () => {
  // RFC 6874 section 2's examples, and its "%25" that must encode the "%" of the zone.
  const WITH_ZONES = ['http://[fe80::a%25en1]', 'http://[fe80::1%25eth0]:8080/p', 'http://[fe80::1%25%31]/', 'ftp://[::1%25lo]/'];

  test.each(WITH_ZONES)('%s: invalid by default, valid with zoneIds (rfc3986 and rfc3987)', (input) => {
    for (const standard of ['rfc3986', 'rfc3987'] as const) {
      expect(validate(input, { standard }).valid).toBe(false);
      expect(validate(input, { standard, zoneIds: true }).valid).toBe(true);
    }
  });

  test('the failure without the extension is at the "%" of the zone', () => {
    const { failure } = validate('http://[fe80::a%25en1]', { standard: 'rfc3986' });
    expect(failure?.offset).toBe(15);
  });

  test.each([
    ['http://[fe80::a%en1]', 15, 'the "%" of a zone must be "%25"'],
    ['http://[fe80::a%25]', 18, 'ZoneID has at least one character'],
    ['http://[fe80::a%25en/1]', 20, 'ZoneID is unreserved or pct-encoded'],
    ['http://[v1.x%25en1]', 12, 'no zone in IPvFuture'],
  ])('%s stays invalid with zoneIds (offset %i: %s)', (input, offset) => {
    const { valid, failure } = validate(input, { standard: 'rfc3986', zoneIds: true });
    expect(valid).toBe(false);
    expect(failure?.offset).toBe(offset);
  });

  test('PEG: IPv6addrz is tried before IPv6address, its prefix; plain addresses still match (both ways)', () => {
    expect(validate('http://[::1]/', { standard: 'rfc3986', zoneIds: true }).valid).toBe(true);
    expect(validate('http://[::1%25x]/', { standard: 'rfc3986', zoneIds: true }).valid).toBe(true);
    expect(matchRule('[::1%25x]', { rule: 'IP-literal', zoneIds: true }).matched).toBe(true);
    expect(matchRule('[::1%25x]', { rule: 'IP-literal' }).matched).toBe(false);
  });

  test('the tree names the literal IPv6addrz', () => {
    const { tree } = parseReference('http://[fe80::1%25eth0]/', { zoneIds: true });
    expect(tree?.authority?.host).toEqual({ start: 7, end: 23, text: '[fe80::1%25eth0]', kind: 'IP-literal', literal: 'IPv6addrz' });
    expect(parseReference('http://[fe80::1]/', { zoneIds: true }).tree?.authority?.host.literal).toBe('IPv6address');
  });

  test('a wrong option type is an OptionError', () => {
    expect(() => validate('http://h/', { standard: 'rfc3986', zoneIds: 'yes' as never })).toThrow(/zoneIds/);
  });
});
