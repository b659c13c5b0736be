// The url-grammar/model entry point (docs/references.md "Model operations"), as a consumer reads it
// under each module setting (node10 finds the subpath through package.json `typesVersions`).

import { ORDER, goto, printReference, readReference, upto } from 'url-grammar/model';
import type { ParsedReference, ReferenceResult } from 'url-grammar/model';
import { ValidationError } from 'url-grammar';

const base: ReferenceResult<unknown> = readReference('http://a/b/c/d;p?q');
const ref = readReference('../g?y');
if (base.reference !== null && ref.reference !== null) {
  const joined: ParsedReference = goto(base.reference, ref.reference);
  const printed: string = printReference(upto(joined, ORDER.query));
  void printed;
} else if (ref.failure instanceof ValidationError) {
  const offset: number = ref.failure.offset;
  void offset;
}
// @ts-expect-error: the reference is null when reading failed
printReference(readReference('//host').reference);
// @ts-expect-error: not a grammar
readReference('x', { grammar: 'rfc9999' });
