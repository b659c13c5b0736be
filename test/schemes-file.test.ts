// The file scheme grammar (grammar/schemes/file.pegjs, RFC 8089 section 2 with the Appendix F
// forms): the RFC's examples (Appendices B, E and F), the tricky cases both ways and each "PEG:" note.
import { parseScheme } from '../src/schemes/parse-scheme';
import { validate } from '../src/validate/validate';
import { equivalent, normalize } from '../src/rfc/normalize';
import { flatten, treeOf } from './helpers/schemes';

/** The components of `tree`, depth first: "name=text". */
function components(input: string): string[] {
  const tree = treeOf(input, 'file');
  expect(tree.name).toBe('file-URI');
  expect(tree.components[0]).toMatchObject({ name: 'file-scheme', text: input.slice(0, 4) });
  return tree.components.slice(1).flatMap((component) => flatten(component));
}

describe('RFC 8089 Appendix B: the forms of section 2', () => {
  test.each([
    // Local files.
    ['file:///path/to/file', ['path=/path/to/file']],
    ['file:/path/to/file', ['path=/path/to/file']],
    // Non-local files.
    ['file://host.example.com/path/to/file', ['file-auth=host.example.com', 'host=host.example.com', 'path=/path/to/file']],
  ])('%s', (input, expected) => {
    expect(components(input)).toEqual(expected);
  });
});

describe('RFC 8089 Appendix E: nonstandard syntax variations (the Appendix F grammar)', () => {
  test.each([
    // E.1: user information.
    ['file://user@host.example.com/path', ['file-auth=user@host.example.com', 'userinfo=user', 'host=host.example.com', 'path=/path']],
    ['file://node:access@vms.example/disk/file', ['file-auth=node:access@vms.example', 'userinfo=node:access', 'host=vms.example', 'path=/disk/file']],
    // E.2: drive letters; "file:///c:/path/to/file" is "already supported by the path-absolute rule".
    ['file:c:/path/to/file', ['drive-letter=c:', 'path=/path/to/file']],
    ['file:///c:/path/to/file', ['file-absolute=/c:/path/to/file', 'drive-letter=c:', 'path=/path/to/file']],
    // E.2.1: the resolved examples.
    ['file:///c:/some/other/thing.bmp', ['file-absolute=/c:/some/other/thing.bmp', 'drive-letter=c:', 'path=/some/other/thing.bmp']],
    ['file:///c:/bar.txt', ['file-absolute=/c:/bar.txt', 'drive-letter=c:', 'path=/bar.txt']],
    // E.2.2: the vertical line.
    ['file:///c|/path/to/file', ['file-absolute=/c|/path/to/file', 'drive-letter=c|', 'path=/path/to/file']],
    ['file:/c|/path/to/file', ['file-absolute=/c|/path/to/file', 'drive-letter=c|', 'path=/path/to/file']],
    ['file:c|/path/to/file', ['drive-letter=c|', 'path=/path/to/file']],
    // E.3.1: a UNC string mapped to the authority and path.
    ['file://host.example.com/Share/path/to/file.txt', ['file-auth=host.example.com', 'host=host.example.com', 'path=/Share/path/to/file.txt']],
    // E.3.2: a UNC string in the path, with two or three slashes before its host.
    ['file:////host.example.com/path/to/file', ['unc-authority=//host.example.com', 'file-host=host.example.com', 'path=/path/to/file']],
    ['file://///host.example.com/path/to/file', ['unc-authority=///host.example.com', 'file-host=host.example.com', 'path=/path/to/file']],
    // E.3.2: file-host = inline-IP / IPv4address / reg-name.
    ['file:////%5B2001:db8::7%5D/share/f', ['unc-authority=//%5B2001:db8::7%5D', 'file-host=%5B2001:db8::7%5D', 'path=/share/f']],
    ['file:////%5bv7.x%5d/share/f', ['unc-authority=//%5bv7.x%5d', 'file-host=%5bv7.x%5d', 'path=/share/f']],
    ['file:////192.0.2.1/share/f', ['unc-authority=//192.0.2.1', 'file-host=192.0.2.1', 'path=/share/f']],
    // A drive letter after a host (auth-path's file-absolute alternative).
    ['file://host/c:/x', ['file-auth=host', 'host=host', 'file-absolute=/c:/x', 'drive-letter=c:', 'path=/x']],
  ])('%s', (input, expected) => {
    expect(components(input)).toEqual(expected);
  });

  test('E.2.2 and E.4 forms are not RFC 3986 URIs: validate rejects them with the generic grammar', () => {
    expect(validate('file:///c|/path/to/file', { standard: 'rfc3986', schemes: true }).failure).toMatchObject({ offset: 9, rule: 'URI-reference', found: '|' });
    expect(parseScheme('file:///c:\\path').failure?.found).toBe('\\');
  });
});

describe('tricky cases', () => {
  test.each([
    ['file:///', ['path=/']],
    ['FILE:///x', ['path=/x']],
    ['file://localhost/etc/fstab', ['file-auth=localhost', 'path=/etc/fstab']],
    ['file://[::1]/p', ['file-auth=[::1]', 'host=[::1]', 'path=/p']],
    ['file://192.0.2.1/p', ['file-auth=192.0.2.1', 'host=192.0.2.1', 'path=/p']],
    ['file://h/a//b/', ['file-auth=h', 'host=h', 'path=/a//b/']],
    ['file:/a:b/c', ['path=/a:b/c']],
    // The fragment of any URI (RFC 3986 sections 3.5 and 4.3).
    ['file:///a#f', ['path=/a', 'fragment=f']],
    ['file:c:/a#', ['drive-letter=c:', 'path=/a', 'fragment=']],
  ])('%s', (input, expected) => {
    expect(components(input)).toEqual(expected);
  });

  test.each([
    ['file:', 5, 'file-hier-part', null, 'a path is required'],
    ['file:x', 6, 'drive-letter', null, 'a letter begins only a drive letter'],
    ['file:c:', 7, 'path-absolute', null, 'a drive letter needs a path-absolute after it'],
    ['file:c:x', 7, 'path-absolute', 'x', 'a drive letter needs a path-absolute after it'],
    ['file:cd/x', 6, 'drive-letter', 'd', 'a relative path is not a file URI'],
    ['file://host', 11, 'auth-path', null, 'auth-path needs a path-absolute'],
    ['file://localhost', 16, 'auth-path', null, 'auth-path needs a path-absolute'],
    ['file://', 7, 'auth-path', null, 'auth-path needs a path-absolute'],
    ['file://host:80/p', 11, 'auth-path', ':', 'file-auth has no port'],
    ['file:///a?b', 9, 'file-URI', '?', 'file-URI has no query (section 2)'],
    ['file://h/p?', 10, 'file-URI', '?', 'file-URI has no query (section 2)'],
    ['file:////h', 10, 'auth-path', null, 'a UNC host needs a path'],
    ['file:////h//p', 11, 'path-absolute', '/', 'path-absolute cannot begin with "//"'],
    ['file:////h:1/p', 10, 'auth-path', ':', 'a UNC host has no port'],
    ['file://///////p', 10, 'auth-path', '/', 'at most three slashes before a UNC host'],
    ['file://[zz]/p', 8, 'auth-path', 'z', 'an IP-literal is one'],
  ])('%s fails at offset %i', (input, offset, rule, found, _why) => {
    const { failure } = parseScheme(input);
    expect(failure).not.toBeNull();
    expect(failure).toMatchObject({ offset, rule, found });
  });

  test('validate: a query or a port makes a URI that is not a file URI', () => {
    for (const [input, offset] of [['file:///a?b', 9], ['file://host:80/p', 11], ['file://host', 11], ['file:relative', 6]] as const) {
      expect(validate(input, { standard: 'rfc3986' }).valid).toBe(true);
      expect(validate(input, { standard: 'rfc3986', schemes: true }).failure?.offset).toBe(offset);
    }
  });
});

describe('PEG notes, both ways', () => {
  test('an empty authority is no file-auth (section 3: local); a non-empty one is', () => {
    expect(components('file:///p')).toEqual(['path=/p']);
    expect(components('file://h/p')).toEqual(['file-auth=h', 'host=h', 'path=/p']);
    expect(components('file://@/p')).toEqual(['file-auth=@', 'userinfo=', 'host=', 'path=/p']);
  });

  test('"localhost" only when "/" follows; a longer name is a host', () => {
    expect(components('file://localhost/x')).toEqual(['file-auth=localhost', 'path=/x']);
    expect(components('file://LocalHost/x')).toEqual(['file-auth=LocalHost', 'path=/x']);
    expect(components('file://localhost.example.com/x')).toEqual(['file-auth=localhost.example.com', 'host=localhost.example.com', 'path=/x']);
    expect(components('file://localhostx/x')).toEqual(['file-auth=localhostx', 'host=localhostx', 'path=/x']);
    expect(components('file://localhost@h/x')).toEqual(['file-auth=localhost@h', 'userinfo=localhost', 'host=h', 'path=/x']);
    expect(components('file://u@localhost/x')).toEqual(['file-auth=u@localhost', 'userinfo=u', 'host=localhost', 'path=/x']);
  });

  test('userinfo only when "@" ends it: a failure is at the host\'s end otherwise', () => {
    expect(components('file://u:1@h/x')).toEqual(['file-auth=u:1@h', 'userinfo=u:1', 'host=h', 'path=/x']);
    expect(parseScheme('file://h:1/x').failure).toMatchObject({ offset: 8, found: ':' });
  });

  test('a drive letter when a path-absolute follows it; otherwise the text is a path-absolute', () => {
    expect(components('file:///c:/x')).toEqual(['file-absolute=/c:/x', 'drive-letter=c:', 'path=/x']);
    expect(components('file:///c:')).toEqual(['path=/c:']);
    expect(components('file:///c:d/x')).toEqual(['path=/c:d/x']);
    expect(components('file:///cd/x')).toEqual(['path=/cd/x']);
    expect(components('file:///c://x')).toEqual(['path=/c://x']); // file-absolute would stop at "//"
    expect(components('file:/c:/x')).toEqual(['file-absolute=/c:/x', 'drive-letter=c:', 'path=/x']);
    expect(components('file:/c:')).toEqual(['path=/c:']);
    expect(components('file:/c://x')).toEqual(['path=/c://x']);
    expect(components('file://h/c://x')).toEqual(['file-auth=h', 'host=h', 'path=/c://x']);
    expect(components('file:c:/x')).toEqual(['drive-letter=c:', 'path=/x']);
  });

  test('"//" after the authority is a UNC path, not a path-absolute', () => {
    expect(components('file:////h/p')).toEqual(['unc-authority=//h', 'file-host=h', 'path=/p']);
    expect(components('file:///h/p')).toEqual(['path=/h/p']);
  });

  test('three slashes before a UNC host first, two when three cannot be followed by a path', () => {
    expect(components('file://///h/p')).toEqual(['unc-authority=///h', 'file-host=h', 'path=/p']);
    expect(components('file://////p')).toEqual(['unc-authority=///', 'file-host=', 'path=/p']);
    // The ABNF's other readings: two slashes, an empty file-host and a path-absolute.
    expect(components('file://///h')).toEqual(['unc-authority=//', 'file-host=', 'path=/h']);
    expect(components('file://///h:1/p')).toEqual(['unc-authority=//', 'file-host=', 'path=/h:1/p']);
    expect(components('file://///h//p')).toEqual(['unc-authority=//', 'file-host=', 'path=/h//p']);
  });

  test('inline-IP and IPv4address only when no reg-name character follows', () => {
    expect(components('file:////%5B::1%5D/p')).toEqual(['unc-authority=//%5B::1%5D', 'file-host=%5B::1%5D', 'path=/p']);
    expect(components('file:////%5Bv1.x%5Dy/p')).toEqual(['unc-authority=//%5Bv1.x%5Dy', 'file-host=%5Bv1.x%5Dy', 'path=/p']);
    expect(components('file:////1.2.3.4/p')).toEqual(['unc-authority=//1.2.3.4', 'file-host=1.2.3.4', 'path=/p']);
    expect(components('file:////1.2.3.4.5/p')).toEqual(['unc-authority=//1.2.3.4.5', 'file-host=1.2.3.4.5', 'path=/p']);
    expect(components('file:////1.2.3.256/p')).toEqual(['unc-authority=//1.2.3.256', 'file-host=1.2.3.256', 'path=/p']);
  });
});

describe('scheme-based equivalence', () => {
  test('drive letters compare case-insensitively (Appendix E.2); the path does not (section 2)', () => {
    expect(normalize('file:///C:/Dir/File')).toBe('file:///c:/Dir/File');
    expect(normalize('file:C:/Dir')).toBe('file:c:/Dir');
    expect(equivalent('file:///C:/x', 'file:///c:/x')).toBe(true);
    expect(equivalent('file:///c:/X', 'file:///c:/x')).toBe(false);
  });

  test('a UNC host compares case-insensitively (Appendix E.3.2: file-host is host)', () => {
    expect(normalize('file:////HOST.Example/Share')).toBe('file:////host.example/Share');
  });

  test('"localhost" is as if no authority were present (section 2)', () => {
    expect(equivalent('file://localhost/etc/fstab', 'file:///etc/fstab')).toBe(true);
  });
});
