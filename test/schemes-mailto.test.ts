// RFC 6068's mailto grammar (grammar/schemes/mailto.pegjs): the examples of RFC 6068 section 6
// and section 2, the percent-encoded RFC 5322 addresses both ways, each PEG note both ways, and
// the components it calls case-insensitive.
import { SCHEME_GRAMMARS } from '../generated/schemes/index';
import { parseScheme } from '../src/schemes/parse-scheme';
import { foldSchemeCase } from '../src/schemes/equivalence';
import type { SchemeComponent } from '../src/schemes/component';
import type { SyntaxFailure } from '../src/strict/syntax-failure';
import { flatten } from './helpers/schemes';


/** The components of `tree` named `name`, depth first. */
function named(tree: SchemeComponent, name: string): SchemeComponent[] {
  return [...(tree.name === name ? [tree] : []), ...tree.components.flatMap((c) => named(c, name))];
}

function tree(input: string): SchemeComponent {
  const result = parseScheme(input);
  expect(result.failure).toBeNull();
  expect(result.grammar).toBe('mailto');
  return result.tree as SchemeComponent;
}

/** The decoded recipients of the <to> part. */
function recipients(input: string): string[] {
  return named(tree(input), 'addr-spec').map((a) => a.value as string);
}

/** The decoded header fields, [hfname, hfvalue]. */
function headers(input: string): string[][] {
  return named(tree(input), 'hfield').map((h) => h.components.map((c) => c.value as string));
}

function failure(input: string): SyntaxFailure {
  const result = parseScheme(input);
  expect(result.grammar).toBe('mailto');
  expect(result.tree).toBeNull();
  return result.failure as SyntaxFailure;
}

describe('RFC 6068 section 6 examples', () => {
  // [URI as in the RFC (lines joined), decoded recipients, decoded header fields]
  test.each([
    // 6.1
    ['mailto:chris@example.com', ['chris@example.com'], []],
    ['mailto:infobot@example.com?subject=current-issue', ['infobot@example.com'], [['subject', 'current-issue']]],
    ['mailto:infobot@example.com?body=send%20current-issue', ['infobot@example.com'], [['body', 'send current-issue']]],
    ['mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index', ['infobot@example.com'], [['body', 'send current-issue\r\nsend index']]],
    ['mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E', ['list@example.org'], [['In-Reply-To', '<3469A91.D10AF4C@example.com>']]],
    ['mailto:majordomo@example.com?body=subscribe%20bamboo-l', ['majordomo@example.com'], [['body', 'subscribe bamboo-l']]],
    ['mailto:joe@example.com?cc=bob@example.com&body=hello', ['joe@example.com'], [['cc', 'bob@example.com'], ['body', 'hello']]],
    ['mailto:gorby%25kremvax@example.com', ['gorby%kremvax@example.com'], []],
    ['mailto:unlikely%3Faddress@example.com?blat=foop', ['unlikely?address@example.com'], [['blat', 'foop']]],
    // the href of the HTML example, "&amp;" read as "&"
    ['mailto:joe@an.example?cc=bob@an.example&body=hello', ['joe@an.example'], [['cc', 'bob@an.example'], ['body', 'hello']]],
    ['mailto:Mike%26family@example.org', ['Mike&family@example.org'], []],
    // 6.2
    ['mailto:%22not%40me%22@example.org', ['"not@me"@example.org'], []],
    ['mailto:%22oh%5C%5Cno%22@example.org', ['"oh\\\\no"@example.org'], []],
    ['mailto:%22%5C%5C%5C%22it\'s%5C%20ugly%5C%5C%5C%22%22@example.org', ['"\\\\\\"it\'s\\ ugly\\\\\\""@example.org'], []],
    // 6.3
    ['mailto:user@example.org?subject=caf%C3%A9', ['user@example.org'], [['subject', 'café']]],
    ['mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D', ['user@example.org'], [['subject', '=?utf-8?Q?caf=C3=A9?=']]],
    ['mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D', ['user@example.org'], [['subject', '=?iso-8859-1?Q?caf=E9?=']]],
    ['mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9', ['user@example.org'], [['subject', 'café'], ['body', 'café']]],
    ['mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO', ['user@\u7D0D\u8C46.example.org'], [['subject', 'Test'], ['body', 'NATTO']]],
  ])('%s', (input, to, fields) => {
    expect(recipients(input)).toEqual(to);
    expect(headers(input)).toEqual(fields);
  });

  test('6.1: "using "?" twice, is incorrect" (WRONG!), at the second "?"', () => {
    const f = failure('mailto:joe@example.com?cc=bob@example.com?body=hello');
    expect(f.offset).toBe(41);
    expect(f.found).toBe('?');
  });

  test('6.1: the HTML text itself ("&amp;" not read as "&") is a URI with a field "amp;body"', () => {
    expect(headers('mailto:joe@an.example?cc=bob@an.example&amp;body=hello')).toEqual([['cc', 'bob@an.example'], ['amp;body', 'hello']]);
  });

  test('section 2: the three spellings of two recipients', () => {
    expect(recipients('mailto:addr1@an.example,addr2@an.example')).toEqual(['addr1@an.example', 'addr2@an.example']);
    expect(headers('mailto:?to=addr1@an.example,addr2@an.example')).toEqual([['to', 'addr1@an.example,addr2@an.example']]);
    expect(recipients('mailto:addr1@an.example?to=addr2@an.example')).toEqual(['addr1@an.example']);
    expect(headers('mailto:addr1@an.example?to=addr2@an.example')).toEqual([['to', 'addr2@an.example']]);
  });
});

describe('the component tree', () => {
  test('to, addr-spec (decoded value), local-part, domain, hfields, hfield, hfname, hfvalue', () => {
    const t = tree('mailto:a%2Eb@example.org,%22c%20d%22@x?Subject=caf%C3%A9&body=');
    expect(flatten(t)).toEqual([
      'mailtoURI=mailto:a%2Eb@example.org,%22c%20d%22@x?Subject=caf%C3%A9&body=',
      'scheme=mailto',
      'to=a%2Eb@example.org,%22c%20d%22@x',
      'addr-spec=a%2Eb@example.org', 'local-part=a%2Eb', 'domain=example.org',
      'addr-spec=%22c%20d%22@x', 'local-part=%22c%20d%22', 'domain=x',
      'hfields=?Subject=caf%C3%A9&body=',
      'hfield=Subject=caf%C3%A9', 'hfname=Subject', 'hfvalue=caf%C3%A9',
      'hfield=body=', 'hfname=body', 'hfvalue=',
    ]);
    expect(named(t, 'addr-spec').map((c) => c.value)).toEqual(['a.b@example.org', '"c d"@x']);
    expect(named(t, 'local-part').map((c) => c.value)).toEqual(['a.b', '"c d"']);
    expect(named(t, 'hfvalue').map((c) => c.value)).toEqual(['café', '']);
    expect(t.components[1].start).toBe(7);
  });

  test.each([
    ['mailto:', ['mailtoURI=mailto:', 'scheme=mailto']],
    ['MailTo:a@b', ['mailtoURI=MailTo:a@b', 'scheme=MailTo', 'to=a@b', 'addr-spec=a@b', 'local-part=a', 'domain=b']],
    ['mailto:?to=a@b', ['mailtoURI=mailto:?to=a@b', 'scheme=mailto', 'hfields=?to=a@b', 'hfield=to=a@b', 'hfname=to', 'hfvalue=a@b']],
    ['mailto:?=', ['mailtoURI=mailto:?=', 'scheme=mailto', 'hfields=?=', 'hfield==', 'hfname=', 'hfvalue=']],
    ['mailto:a@b#top', ['mailtoURI=mailto:a@b#top', 'scheme=mailto', 'to=a@b', 'addr-spec=a@b', 'local-part=a', 'domain=b', 'fragment=top']],
  ])('%s', (input, components) => {
    expect(flatten(tree(input))).toEqual(components);
  });
});

describe('addresses: RFC 5322 addr-spec as RFC 6068 section 2 restricts and percent-encodes it', () => {
  test.each([
    ['mailto:a@b,c@d,e@f', ['a@b', 'c@d', 'e@f']],
    ['mailto:%22%22@example.org', ['""@example.org']],
    ['mailto:%22a%20b%22@example.org', ['"a b"@example.org']], // WSP inside the quotes is content
    ['mailto:%22a%09b%22@example.org', ['"a\tb"@example.org']],
    ['mailto:%22a%2Cb%22@x', ['"a,b"@x']],
    ['mailto:%22a(b)c:d%22@x', ['"a(b)c:d"@x']],
    ['mailto:%22a%3Bb%22@x', ['"a;b"@x']],
    ['mailto:postmaster@%5B192.0.2.1%5D', ['postmaster@[192.0.2.1]']],
    ['mailto:a@%5bIPv6:2001:db8::1%5d', ['a@[IPv6:2001:db8::1]']],
    ['mailto:first%2elast@example%2Eorg', ['first.last@example.org']],
    ['mailto:%41%7e@b', ['A~@b']], // any atext may be percent-encoded
    ['mailto:a+tag!$\'*-_~@b', ['a+tag!$\'*-_~@b']], // the atext that may stay unencoded
    ['mailto:%23%2F%3D%3F%5E%60%7B%7C%7D@b', ['#/=?^`{|}@b']], // atext that must be encoded
    ['mailto:%C3%A9l%C3%A8ve@example.org', ['élève@example.org']],
    ['mailto:%F0%9F%98%80@x', ['\u{1F600}@x']],
    ['mailto:%E2%82%AC%EF%BF%BD%ED%9F%BF@x', ['\u20AC\uFFFD\uD7FF@x']],
  ])('%s', (input, to) => {
    expect(recipients(input)).toEqual(to);
  });

  // [input, offset, found, why]
  test.each([
    ['mailto://x', 7, '/', 'an authority: "/" is no qchar, and the path is not RFC 3986\'s'],
    ['mailto:a b@x', 8, ' ', 'a space must be encoded'],
    ['mailto:a@[192.0.2.1]', 9, '[', '"[" and "]" must be percent-encoded (change 1)'],
    ['mailto:%22a;b%22@x', 11, ';', '";" must be percent-encoded in an address (change 1)'],
    ['mailto:%22a"b%22@x', 11, '"', 'DQUOTE is no URI character'],
    ['mailto:a%2Cb@x', 10, 'C', '"," is no atext'],
    ['mailto:a%40b@c', 10, '0', '"@" is no atext; "%40" is data, not the addr-spec "@"'],
    ['mailto:a.@b', 9, '@', 'a dot-atom ends with an atext'],
    ['mailto:.a@b', 7, '.', 'a dot-atom starts with an atext'],
    ['mailto:a..b@c', 9, '.', 'no empty atom'],
    ['mailto:a@b.', 11, null, 'a dot-atom ends with an atext'],
    ['mailto:a', 8, null, 'an address has a domain'],
    ['mailto:a@', 9, null, 'the domain is not empty'],
    ['mailto:a@b,', 11, null, 'a "," is followed by an address'],
    ['mailto:,a@b', 7, ',', 'no empty address'],
    ['mailto:%20a@b', 9, '0', 'no whitespace (CFWS) around an address (change 3)'],
    ['mailto:%22a%0D%0A%20b%22@x', 12, '0', 'no folding inside a quoted-string (change 3)'],
    ['mailto:%22a@x', 13, null, 'an unterminated quoted-string'],
    ['mailto:a%zz@b', 9, 'z', 'a bad escape'],
    ['mailto:a%C3%28@b', 12, '2', 'a bad UTF-8 continuation octet'],
    ['mailto:a%E9@b', 11, '@', 'ISO-8859-1 "é" is no UTF-8 (changes 4, 5)'],
    ['mailto:%C0%80@b', 9, '0', 'an overlong UTF-8 form'],
    ['mailto:%ED%A0%80@b', 11, 'A', 'a UTF-8 surrogate'],
    ['mailto:%F4%90%80%80@b', 11, '9', 'beyond U+10FFFF'],
    ['mailto:a@%5B%5B%5D', 14, 'B', '"[" is no dtext-no-obs'],
    ['mailto:a@%5Bx', 13, null, 'an unterminated domain literal'],
    ['mailto:é@b', 7, 'é', 'non-ASCII must be percent-encoded UTF-8'],
  ])('%s fails at offset %i', (input, offset, found, _why) => {
    const f = failure(input);
    expect(f.offset).toBe(offset);
    expect(f.found).toBe(found);
  });

  test('failures name the rule and what it expects', () => {
    expect(failure('mailto:a b@x').message).toBe('unexpected-code-point at offset 8: addr-spec expects letter, digit, [!$\'*+\\-_~], "%", ".", "%2E" or "@", found U+0020');
    expect(failure('mailto:a%C3%28@b')).toMatchObject({ rule: 'UTF8-tail', expected: ['[89ABab]'] });
    expect(failure('mailto:a@b.').rule).toBe('dot-atom-text');
    expect(failure('mailto:%22a@x').rule).toBe('quoted-string');
  });
});

describe('header fields: hfname and hfvalue are *qchar', () => {
  test.each([
    ['mailto:a@b?subject=a;b,c:d@e!$\'()*+~', [['subject', 'a;b,c:d@e!$\'()*+~']]],
    ['mailto:a@b?subject=%3F%3D%26%23%2F', [['subject', '?=&#/']]],
    ['mailto:a@b?x-%3A=1&x-%3a=2', [['x-:', '1'], ['x-:', '2']]],
    ['mailto:a@b?subject=%E9', [['subject', '\uFFFD']]], // not UTF-8: decoded as U+FFFD
  ])('%s', (input, fields) => {
    expect(headers(input)).toEqual(fields);
  });

  test.each([
    ['mailto:a@b?subject=a/b', 20, '/', '"/" is no qchar'],
    ['mailto:a@b?subject=a?b', 20, '?', '"?" is a delimiter'],
    ['mailto:a@b?subject=a=b', 20, '=', '"=" is a delimiter'],
    ['mailto:a@b?subject=a b', 20, ' ', 'a space must be encoded'],
    ['mailto:a@b?subject', 18, null, 'an hfield has "="'],
    ['mailto:a@b?', 11, null, 'hfields has an hfield'],
    ['mailto:a@b?x=1&', 15, null, 'an "&" is followed by an hfield'],
    ['mailto:a@b?x=%2', 15, null, 'a cut escape'],
    ['mailto:a@b#x#y', 12, '#', 'the fragment is RFC 3986\'s'],
  ])('%s fails at offset %i', (input, offset, found, _why) => {
    const f = failure(input);
    expect(f.offset).toBe(offset);
    expect(f.found).toBe(found);
  });
});

describe('PEG notes, both ways', () => {
  test('"," separates addresses, but belongs to a quoted-string or domain literal it is inside', () => {
    expect(recipients('mailto:%22a,b%22@x,c@d')).toEqual(['"a,b"@x', 'c@d']);
    expect(recipients('mailto:a@%5Bx,y%5D,c@d')).toEqual(['a@[x,y]', 'c@d']);
    expect(recipients('mailto:a@x,b@y')).toEqual(['a@x', 'b@y']);
  });

  test('"@" ends a dot-atom local-part, but is data inside a quoted-string', () => {
    expect(recipients('mailto:%22not@me%22@example.org')).toEqual(['"not@me"@example.org']);
    expect(named(tree('mailto:%22not@me%22@example.org'), 'domain')[0].text).toBe('example.org');
    expect(named(tree('mailto:not@me'), 'domain')[0].text).toBe('me');
  });

  test('a quoted-string ends at "%22", but not at an escaped "%5C%22"', () => {
    expect(recipients('mailto:%22a%5C%22b%22@x')).toEqual(['"a\\"b"@x']);
    expect(failure('mailto:%22a%22b%22@x')).toMatchObject({ offset: 14, found: 'b', rule: 'addr-spec' });
  });

  test('each 1*atext stops at "." or "%2E", which the next atom follows', () => {
    expect(recipients('mailto:a.b%2Ec@d%2ee.f')).toEqual(['a.b.c@d.e.f']);
    expect(failure('mailto:a%2E@b').offset).toBe(11);
  });

  test('an encoded ASCII atext and an encoded UTF-8 sequence both start with "%"', () => {
    expect(recipients('mailto:%41%C3%A9%7E@b')).toEqual(['Aé~@b']);
    expect(failure('mailto:%81@b').offset).toBe(8);
  });
});

describe('scheme-based equivalence (// @case-insensitive domain hfname)', () => {
  test('the grammar declares it', () => {
    expect(SCHEME_GRAMMARS.find((g) => g.name === 'mailto')?.caseInsensitive).toEqual(['domain', 'hfname']);
  });

  test('domains and header field names are lowercased; local-parts and values are not', () => {
    expect(foldSchemeCase('mailto:Joe@Example.COM,Ann@%5BIPv6:2001:DB8::1%5D?Subject=Hi&CC=Bob@Example.COM'))
      .toBe('mailto:Joe@example.com,Ann@%5Bipv6:2001:db8::1%5D?subject=Hi&cc=Bob@Example.COM');
    expect(foldSchemeCase('mailto:user@%E7%B4%8D.Example.ORG')).toBe('mailto:user@%E7%B4%8D.example.org');
  });

  test('an input the grammar rejects is left as it is', () => {
    expect(foldSchemeCase('mailto:A B@EXAMPLE.COM')).toBe('mailto:A B@EXAMPLE.COM');
  });
});
