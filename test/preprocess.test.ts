import { originalOffset, preprocess } from '../src/whatwg/preprocess';

describe('preprocessing', () => {
  test('strips leading and trailing C0 control or space', () => {
    const pre = preprocess('\u0000 \u001f http://a/ \u0001');
    expect(pre.text).toBe('http://a/');
    expect(pre.leading).toBe(4);
  });

  test('removes tab and newlines everywhere', () => {
    expect(preprocess('ht\ttp://a\n/b\r').text).toBe('http://a/b');
  });

  test('returns the same string when nothing changes', () => {
    const s = 'http://example.com/';
    expect(preprocess(s).text).toBe(s);
  });

  test('maps offsets back to the original input', () => {
    const input = '  ht\ttp://a\nb/';
    const pre = preprocess(input);
    expect(pre.text).toBe('http://ab/');
    const at = pre.text.indexOf('b');
    expect(input[originalOffset(pre, at)]).toBe('b');
    expect(input[originalOffset(pre, 0)]).toBe('h');
    expect(input[originalOffset(pre, 2)]).toBe('t');
  });
});
