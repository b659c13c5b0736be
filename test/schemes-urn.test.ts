// RFC 8141's URN grammar with the uuid namespace (grammar/schemes/urn.pegjs): the examples of
// RFC 8141 sections 2.2-3.2 and 5.2, UUIDs of RFC 9562 and RFC 4122, each PEG note both ways,
// and the components it calls case-insensitive.
import { SCHEME_GRAMMARS } from '../generated/schemes/index';
import { parseScheme } from '../src/schemes/parse-scheme';
import { foldSchemeCase } from '../src/schemes/equivalence';
import type { SchemeComponent } from '../src/schemes/component';
import type { SyntaxFailure } from '../src/strict/syntax-failure';
import { flatten } from './helpers/schemes';


function tree(input: string): SchemeComponent {
  const result = parseScheme(input);
  expect(result.failure).toBeNull();
  expect(result.grammar).toBe('urn');
  return result.tree as SchemeComponent;
}

/** The components of the parse, without the whole namestring and assigned-name. */
function parts(input: string): string[] {
  return flatten(tree(input)).filter((c) => !/^(namestring|assigned-name|scheme)=/.test(c));
}

function failure(input: string): SyntaxFailure {
  const result = parseScheme(input);
  expect(result.grammar).toBe('urn');
  expect(result.tree).toBeNull();
  return result.failure as SyntaxFailure;
}

const UUID = 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6';

describe('RFC 8141 examples', () => {
  test.each([
    // 2.2
    ['urn:example:1/406/47452/2', ['NID=example', 'NSS=1/406/47452/2']],
    // 2.3.1
    ['urn:example:foo-bar-baz-qux?+CCResolve:cc=uk', ['NID=example', 'NSS=foo-bar-baz-qux', 'rq-components=?+CCResolve:cc=uk', 'r-component=CCResolve:cc=uk']],
    // 2.3.2 (the line break of the RFC removed)
    [
      'urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z',
      ['NID=example', 'NSS=weather', 'rq-components=?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z', 'q-component=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z'],
    ],
    // 2.3.3
    ['urn:example:foo-bar-baz-qux#somepart', ['NID=example', 'NSS=foo-bar-baz-qux', 'f-component=somepart']],
    // 3.2
    ['urn:example:a123,z456', ['NID=example', 'NSS=a123,z456']],
    ['URN:example:a123,z456', ['NID=example', 'NSS=a123,z456']],
    ['urn:EXAMPLE:a123,z456', ['NID=EXAMPLE', 'NSS=a123,z456']],
    ['urn:example:a123,z456?+abc', ['NID=example', 'NSS=a123,z456', 'rq-components=?+abc', 'r-component=abc']],
    ['urn:example:a123,z456?=xyz', ['NID=example', 'NSS=a123,z456', 'rq-components=?=xyz', 'q-component=xyz']],
    ['urn:example:a123,z456#789', ['NID=example', 'NSS=a123,z456', 'f-component=789']],
    ['urn:example:a123,z456/foo', ['NID=example', 'NSS=a123,z456/foo']],
    ['urn:example:a123,z456/bar', ['NID=example', 'NSS=a123,z456/bar']],
    ['urn:example:a123,z456/baz', ['NID=example', 'NSS=a123,z456/baz']],
    ['urn:example:a123%2Cz456', ['NID=example', 'NSS=a123%2Cz456']],
    ['URN:EXAMPLE:a123%2cz456', ['NID=EXAMPLE', 'NSS=a123%2cz456']],
    ['urn:example:A123,z456', ['NID=example', 'NSS=A123,z456']],
    ['urn:example:a123,Z456', ['NID=example', 'NSS=a123,Z456']],
    ['urn:example:%D0%B0123,z456', ['NID=example', 'NSS=%D0%B0123,z456']],
    // 5.2: an informal namespace
    ['urn:urn-7:foo', ['NID=urn-7', 'NSS=foo']],
  ])('%s', (input, components) => {
    expect(parts(input)).toEqual(components);
  });

  test('the whole tree', () => {
    expect(flatten(tree('urn:example:a?+r?=q#f'))).toEqual([
      'namestring=urn:example:a?+r?=q#f',
      'assigned-name=urn:example:a', 'scheme=urn', 'NID=example', 'NSS=a',
      'rq-components=?+r?=q', 'r-component=r', 'q-component=q',
      'f-component=f',
    ]);
  });
});

describe('NID: (alphanum) 0*30(ldh) (alphanum), and section 5.2', () => {
  const nid = (n: number): string => 'a'.repeat(n);
  test.each([
    ['urn:ab:x', 'ab'],
    ['urn:a1:x', 'a1'],
    ['urn:1a:x', '1a'],
    ['urn:a-b:x', 'a-b'],
    ['urn:a--b:x', 'a--b'],
    [`urn:${nid(32)}:x`, nid(32)],
    [`urn:a${'-'.repeat(30)}b:x`, `a${'-'.repeat(30)}b`],
    ['urn:urn:x', 'urn'],
    ['urn:urnx-1:x', 'urnx-1'],
    ['urn:URN-12:x', 'URN-12'],
    [`urn:urn-1${'0'.repeat(27)}:x`, `urn-1${'0'.repeat(27)}`],
    // section 5.1's constraints are for registering a formal NID, not syntax
    ['urn:X-foo:x', 'X-foo'],
    ['urn:xn--foo:x', 'xn--foo'],
    ['urn:ab-cd:x', 'ab-cd'],
  ])('%s', (input, id) => {
    expect(parts(input)[0]).toBe(`NID=${id}`);
  });

  // [input, offset, found, why]
  test.each([
    ['urn:a:x', 5, ':', 'one character'],
    [`urn:${nid(33)}:x`, 36, 'a', '33 characters'],
    [`urn:a${'-'.repeat(31)}b:x`, 35, '-', '33 characters'],
    ['urn:ab-:x', 6, '-', 'a trailing "-"'],
    ['urn:a-:x', 5, '-', 'a trailing "-"'],
    ['urn:-a:x', 4, '-', 'a leading "-"'],
    ['urn::x', 4, ':', 'no NID'],
    ['urn:a_b:x', 5, '_', 'not ldh'],
    ['urn:a.b:x', 5, '.', 'not ldh'],
    ['urn:a%41:x', 5, '%', 'no percent-encoding in an NID'],
    ['urn:urn-0:x', 8, '0', 'an informal NID has no leading zero'],
    ['urn:urn-01:x', 8, '0', 'an informal NID has no leading zero'],
    ['urn:urn-abc:x', 8, 'a', '"urn-" is reserved for informal NIDs'],
    ['urn:urn-:x', 8, ':', '"urn-" is reserved for informal NIDs'],
    ['urn:urn-1a:x', 9, 'a', 'an informal NID is "urn-" digits'],
    [`urn:urn-1${'0'.repeat(28)}:x`, 36, '0', 'an informal NID of 33 characters'],
    ['urn:', 4, null, 'no NID'],
    ['urn:ex', 6, null, 'no NSS'],
  ])('%s fails at offset %i', (input, offset, found, _why) => {
    const f = failure(input);
    expect(f.offset).toBe(offset);
    expect(f.found).toBe(found);
  });

  test('failures name the NID rules', () => {
    expect(failure('urn:ab-:x').message).toBe('unexpected-code-point at offset 6: NID expects letter or digit, found "-" (U+002D)');
    expect(failure('urn:a:x').message).toBe('unexpected-code-point at offset 5: NID expects letter, digit or "-", found ":" (U+003A)');
    expect(failure('urn:urn-0:x').message).toBe('unexpected-code-point at offset 8: InformalNamespaceName expects digit 1-9, found "0" (U+0030)');
  });
});

describe('NSS and the rq-components and f-component', () => {
  test.each([
    ['urn:ex:a', ['NID=ex', 'NSS=a']],
    ['urn:ex:a/', ['NID=ex', 'NSS=a/']],
    ['urn:ex:a//b:c@d', ['NID=ex', 'NSS=a//b:c@d']],
    ['urn:ex:%00', ['NID=ex', 'NSS=%00']],
    ['urn:ex:a#', ['NID=ex', 'NSS=a', 'f-component=']],
    ['urn:ex:a#f/?', ['NID=ex', 'NSS=a', 'f-component=f/?']],
    ['urn:ex:a?+r/?x', ['NID=ex', 'NSS=a', 'rq-components=?+r/?x', 'r-component=r/?x']],
    ['urn:ex:a?=q/?x', ['NID=ex', 'NSS=a', 'rq-components=?=q/?x', 'q-component=q/?x']],
    ['urn:ex:a?=q?+r', ['NID=ex', 'NSS=a', 'rq-components=?=q?+r', 'q-component=q?+r']],
    ['urn:ex:a?=q?=r', ['NID=ex', 'NSS=a', 'rq-components=?=q?=r', 'q-component=q?=r']],
    ['urn:ex:a?+=r', ['NID=ex', 'NSS=a', 'rq-components=?+=r', 'r-component==r']],
    ['urn:ex:a?+r#f', ['NID=ex', 'NSS=a', 'rq-components=?+r', 'r-component=r', 'f-component=f']],
  ])('%s', (input, components) => {
    expect(parts(input)).toEqual(components);
  });

  test.each([
    ['urn:ex:', 7, null, 'NSS', 'an empty NSS'],
    ['urn:ex:/a', 7, '/', 'NSS', 'an NSS starts with a pchar'],
    ['urn:ex:a?b', 8, '?', 'namestring', 'a "?" that is not "?+" or "?=" (section 2)'],
    ['urn:ex:a?', 8, '?', 'namestring', 'a "?" that is not "?+" or "?="'],
    ['urn:ex:a?+', 10, null, 'r-component', 'an empty r-component'],
    ['urn:ex:a?=', 10, null, 'q-component', 'an empty q-component'],
    ['urn:ex:a?+?=q', 10, '?', 'r-component', 'an empty r-component'],
    ['urn:ex:a?=q#f#', 13, '#', 'namestring', 'the f-component is a fragment'],
    ['urn:ex:a b', 8, ' ', 'namestring', 'a space'],
    ['urn:ex:é', 7, 'é', 'NSS', 'non-ASCII must be percent-encoded (section 2)'],
  ])('%s fails at offset %i', (input, offset, found, rule, _why) => {
    expect(failure(input)).toMatchObject({ offset, found, rule });
  });
});

describe('the uuid namespace (RFC 9562 section 4, RFC 4122 section 3)', () => {
  test.each([
    [`urn:uuid:${UUID}`], // RFC 9562 Figure 4, RFC 4122 section 3
    [`urn:uuid:${UUID.toUpperCase()}`],
    ['urn:UUID:F81d4fae-7DEC-11d0-A765-00a0c91e6BF6'],
    ['urn:uuid:C232AB00-9414-11EC-B3C8-9F6BDECED846'], // RFC 9562 test vectors (Appendix A)
    ['urn:uuid:919108f7-52d1-4320-9bac-f847db4148a8'],
    ['urn:uuid:017F22E2-79B0-7CC3-98C4-DC0C0C07398F'],
    ['urn:uuid:00000000-0000-0000-0000-000000000000'], // Nil UUID (RFC 9562 section 5.9)
    ['urn:uuid:FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF'], // Max UUID (RFC 9562 section 5.10)
  ])('%s', (input) => {
    const uuid = input.slice(9);
    expect(parts(input)).toEqual([`NID=${input.slice(4, 8)}`, `NSS=${uuid}`, `uuid=${uuid}`]);
  });

  test('with rq-components and f-component', () => {
    expect(parts(`urn:uuid:${UUID}?+r?=q#f`)).toEqual(['NID=uuid', `NSS=${UUID}`, `uuid=${UUID}`, 'rq-components=?+r?=q', 'r-component=r', 'q-component=q', 'f-component=f']);
  });

  // [input, offset, found, rule, why]
  test.each([
    ['urn:uuid:', 9, null, 'uuid', 'an empty NSS'],
    [`urn:uuid:${UUID.slice(0, -1)}`, 44, null, 'uuid', '35 characters'],
    [`urn:uuid:${UUID}a`, 45, 'a', 'namestring', '37 characters'],
    [`urn:uuid:${UUID}/x`, 45, '/', 'namestring', 'an NSS longer than the UUID'],
    ['urn:uuid:g81d4fae-7dec-11d0-a765-00a0c91e6bf6', 9, 'g', 'uuid', 'not hex'],
    ['urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfz', 44, 'z', 'uuid', 'not hex'],
    ['urn:uuid:f81d4fae7dec-11d0-a765-00a0c91e6bf6a', 17, '7', 'uuid', 'a missing "-"'],
    ['urn:uuid:f81d4fa-e7dec-11d0-a765-00a0c91e6bf6', 16, '-', 'uuid', 'groups 7-5-4-4-12'],
    [`urn:uuid:{${UUID}}`, 9, '{', 'uuid', 'braces are no part of the string format'],
    ['urn:uuid:%66' + UUID.slice(1), 9, '%', 'uuid', 'no percent-encoding'],
  ])('%s fails at offset %i', (input, offset, found, rule, _why) => {
    expect(failure(input)).toMatchObject({ offset, found, rule });
  });

  test('the failure message', () => {
    expect(failure('urn:uuid:g81d4fae-7dec-11d0-a765-00a0c91e6bf6').message).toBe('unexpected-code-point at offset 9: uuid expects hex digit, found "g" (U+0067)');
  });
});

describe('PEG notes, both ways', () => {
  test('NID: an ldh is taken only when another follows, leaving the last character to the final alphanum', () => {
    expect(parts('urn:ab:x')[0]).toBe('NID=ab');
    expect(parts('urn:a-b-c:x')[0]).toBe('NID=a-b-c');
    expect(failure('urn:a-b-:x')).toMatchObject({ offset: 7, found: '-' });
  });

  test('NID: "urn-" commits to an informal NID, anything else is a formal one', () => {
    expect(parts('urn:urn-12:x')[0]).toBe('NID=urn-12');
    expect(failure('urn:urn-x:x').rule).toBe('InformalNamespaceName');
    expect(parts('urn:urnx:x')[0]).toBe('NID=urnx');
  });

  test('assigned-name: the NID "uuid" commits to a UUID NSS, any other NID to the generic NSS', () => {
    expect(failure('urn:uuid:not-a-uuid')).toMatchObject({ offset: 9, rule: 'uuid' });
    expect(failure('urn:UUID:not-a-uuid')).toMatchObject({ offset: 9, rule: 'uuid' });
    expect(parts('urn:uuids:not-a-uuid')).toEqual(['NID=uuids', 'NSS=not-a-uuid']);
    expect(parts('urn:uuid-x:not-a-uuid')).toEqual(['NID=uuid-x', 'NSS=not-a-uuid']);
    expect(parts('urn:xuuid:not-a-uuid')).toEqual(['NID=xuuid', 'NSS=not-a-uuid']);
  });

  test('r-component: a "?" followed by "=" starts the q-component; any other "?" is data', () => {
    expect(parts('urn:ex:a?+r?=q')).toEqual(['NID=ex', 'NSS=a', 'rq-components=?+r?=q', 'r-component=r', 'q-component=q']);
    expect(parts('urn:ex:a?+r??=q')).toEqual(['NID=ex', 'NSS=a', 'rq-components=?+r??=q', 'r-component=r?', 'q-component=q']);
    expect(parts('urn:ex:a?+r?x?+y')).toEqual(['NID=ex', 'NSS=a', 'rq-components=?+r?x?+y', 'r-component=r?x?+y']);
    expect(parts('urn:ex:a?+r=?x')).toEqual(['NID=ex', 'NSS=a', 'rq-components=?+r=?x', 'r-component=r=?x']);
    // "?=" always starts a q-component, which is not empty (section 2.3.1)
    expect(failure('urn:ex:a?+r?=')).toMatchObject({ offset: 13, rule: 'q-component' });
  });
});

describe('scheme-based equivalence (// @case-insensitive NID uuid)', () => {
  test('the grammar declares it', () => {
    expect(SCHEME_GRAMMARS.find((g) => g.name === 'urn')?.caseInsensitive).toEqual(['NID', 'uuid']);
  });

  test('RFC 8141 section 3.2: the NID is lowercased, the NSS and the other components are not', () => {
    expect(foldSchemeCase('urn:EXAMPLE:a123,z456')).toBe('urn:example:a123,z456');
    expect(foldSchemeCase('urn:Example:A123,Z456?+ABC?=XYZ#ABC')).toBe('urn:example:A123,Z456?+ABC?=XYZ#ABC');
    expect(foldSchemeCase('urn:URN-7:A')).toBe('urn:urn-7:A');
  });

  test('a UUID is lowercased (RFC 9562 section 4, RFC 4122 section 3)', () => {
    expect(foldSchemeCase(`URN:UUID:${UUID.toUpperCase()}?=Q`)).toBe(`URN:uuid:${UUID}?=Q`);
  });

  test('an input the grammar rejects is left as it is', () => {
    expect(foldSchemeCase('urn:UUID:NOT-A-UUID')).toBe('urn:UUID:NOT-A-UUID');
  });
});
