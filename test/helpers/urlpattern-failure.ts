// The TypeError a URLPattern function throws, as the tests compare it: its code, its offset, the
// input the offset is in, and its message (src/urlpattern/errors.ts makes them).

/** What a urlpattern TypeError says. */
export interface PatternFailure {
  code: string;
  offset: number;
  input: string;
  message: string;
}

/** The code, offset, input and message of the TypeError fn throws (fails when it throws nothing or something else). */
export function failure(fn: () => unknown): PatternFailure {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    const { code, offset, input, message } = error as TypeError & { code: string; offset: number; input: string };
    return { code, offset, input, message };
  }
  throw new Error('expected a TypeError');
}
