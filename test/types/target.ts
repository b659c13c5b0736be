// The url-grammar/target entry point (docs/security.md), as a consumer reads it under each module
// setting (node10 finds the subpath through package.json `typesVersions`): the results are
// discriminated unions, and the fields a guard reads are typed.

import { classifyAddress, inspectTarget } from 'url-grammar/target';
import type { AddressClassification, AddressRange, ReadingDifference, TargetResult } from 'url-grammar/target';

const address: AddressClassification = classifyAddress('10.0.0.1');
const range: AddressRange = address.range;
const carried: AddressRange | undefined = address.embedded?.range;
const result: TargetResult = inspectTarget('http://0x7f.1/', { base: 'https://example.com/' });
if (result.ok) {
  const nonPublic: boolean | null = result.nonPublic;
  const port: number | null = result.port;
  const differences: readonly ReadingDifference[] = result.differences;
  void [nonPublic, port, differences];
} else {
  const offset: number = result.failure.offset;
  void offset;
}
// @ts-expect-error: a failure has no host
void result.host;
// @ts-expect-error: an address is a string
classifyAddress(0x7f000001);
// @ts-expect-error: not an option
inspectTarget('http://a/', { mode: 'rfc3986' });
void [range, carried];
