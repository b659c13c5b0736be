// What `url-grammar inspect <url>` prints without --json: one "label: value" line per fact of the
// report (src/cli/inspect.ts), the reasons one per line, the three readings, and each difference
// with its message and a caret under its culprit in the input, as validate marks an error. Text
// quoted from the input goes through printable(), so no control character reaches the terminal.

import type { AddressClassification } from '../target-api';
import { caretLines, groupDigits, printable } from './format';
import type { Rendered } from './commands';
import type { ErrorJSON, InspectDifferenceReport, InspectReadingReport, InspectReport } from './reports';

/** The labels' column: "special-use: " is the longest. */
const LABEL_WIDTH = 13;

/** What nonPublic says, in words. */
export function targetWords(nonPublic: boolean | null): string {
  if (nonPublic === null) return 'unknown (DNS decides)';
  return nonPublic ? 'non-public' : 'public';
}

/** The text of an inspect report, all on standard output (a failure too: the readings still tell). */
export function inspectText(report: InspectReport): Rendered {
  const lines = report.ok ? inspectedLines(report) : failureLines(report);
  lines.push(...reasonLines(report), ...readingLines(report), ...differenceLines(report));
  return { out: lines.join(''), err: '' };
}

function field(label: string, value: string): string {
  return `${`${label}:`.padEnd(LABEL_WIDTH)} ${value}\n`;
}

/** href, host and kind, port, the address, special-use name, the verdict, bad port, errors. */
function inspectedLines(report: InspectReport): string[] {
  const lines = [field('href', printable(report.href ?? ''))];
  lines.push(field('host', report.host === null ? '- (no host)' : `${printable(report.host)} (${report.hostKind ?? ''})`));
  lines.push(field('port', report.port === null ? '- (none)' : String(report.port)));
  if (report.address !== null) lines.push(...addressLines(report.address));
  if (report.specialUse !== null) lines.push(field('special-use', `${report.specialUse.name} (${report.specialUse.rfc})`));
  lines.push(field('target', targetWords(report.nonPublic)));
  lines.push(field('bad port', report.badPort === true ? "yes: on the Fetch Standard's bad port list, fetch refuses it" : 'no'));
  lines.push(field('errors', errorsText(report)));
  return lines;
}

/** The address, its range (registry entry, RFC, globally reachable), and the IPv4 address it carries. */
function addressLines(address: AddressClassification): string[] {
  const zone = address.zone === null ? '' : `%${printable(address.zone)}`;
  const lines = [field('address', `${address.address}${zone} (${address.family})`), field('range', rangeText(address))];
  const embedded = address.embedded;
  if (embedded !== null) lines.push(field('carries', `${embedded.address} (${embedded.family}), ${rangeText(embedded)}`));
  return lines;
}

/** "loopback: 127.0.0.0/8, Loopback (RFC 1122, Section 3.2.1.3); globally reachable: no". */
function rangeText(address: AddressClassification): string {
  const entry = address.entry;
  if (entry === null) return `${address.range}: in no special-purpose registry entry; globally reachable: yes`;
  const reachable = entry.globallyReachable === null ? 'n/a' : entry.globallyReachable ? 'yes' : 'no';
  return `${address.range}: ${entry.block}, ${entry.name} (${entry.rfc}); globally reachable: ${reachable}`;
}

/** "none", or the codes of the listed validation errors, and how many the list leaves out. */
function errorsText(report: InspectReport): string {
  if (report.errorCount === 0) return 'none';
  const untold = report.errorCount - report.errors.length;
  const more = untold > 0 ? ` \u2026 and ${groupDigits(untold)} more (--max-errors)` : '';
  return `${groupDigits(report.errorCount)}: ${report.errors.map((error) => error.code).join(', ')}${more}`;
}

/** The URL Standard's failure, with a caret under the culprit in the input (or the base). */
function failureLines(report: InspectReport): string[] {
  const failure = report.failure as ErrorJSON;
  const subject = report.readings[0]?.failed === 'base' && report.base !== undefined ? report.base : report.input;
  const about = subject === report.input ? '' : ' (the base URL)';
  return [
    field('failure', `${printable(failure.message)}${about}`),
    caretLines(subject, failure.offset, failure.length),
  ];
}

/** The reasons, one per line, but those that are a difference's message: the differences show them, with a caret. */
function reasonLines(report: InspectReport): string[] {
  const told = new Set(report.differences.map((difference) => difference.message));
  return ['reasons:\n', ...report.reasons.filter((reason) => !told.has(reason)).map((reason) => `  ${printable(reason)}\n`)];
}

/** The three readings, and whether they differ on the host or the port. */
function readingLines(report: InspectReport): string[] {
  const verdict = report.ambiguous ? 'ambiguous: readings that accept the input differ on the host or the port' : 'not ambiguous';
  const width = Math.max(...report.readings.map((reading) => reading.parser.length)) + 1;
  return [field('readings', verdict), ...report.readings.map((reading) => `  ${`${reading.parser}:`.padEnd(width)}  ${readingText(reading)}\n`)];
}

function readingText(reading: InspectReadingReport): string {
  if (reading.failure !== null) {
    const about = reading.failed === 'base' ? 'the base URL ' : '';
    return `${about}fails: ${printable(reading.failure.message)}`;
  }
  const effective = reading.effectivePort === null ? '' : ` (effective ${reading.effectivePort})`;
  return [
    `scheme ${quoted(reading.scheme)}`,
    `userinfo ${quoted(reading.userinfo)}`,
    `host ${quoted(reading.host)}`,
    `port ${quoted(reading.port)}${effective}`,
    `path ${quoted(reading.path)}`,
  ].join(', ');
}

/** A component in quotes (so that '' shows), or "-" when absent. */
function quoted(value: string | null): string {
  return value === null ? '-' : `"${printable(value)}"`;
}

/** Each difference: the component and the two values, the cause, the message, a caret under the culprit. */
function differenceLines(report: InspectReport): string[] {
  if (report.differences.length === 0) return [];
  return ['differences:\n', ...report.differences.flatMap((difference) => differenceText(report.input, difference))];
}

function differenceText(input: string, difference: InspectDifferenceReport): string[] {
  const head = `  ${difference.component}: ${difference.parser} reads ${quoted(difference.other)}, the URL Standard ${quoted(difference.url)} (${difference.cause})\n`;
  const lines = [head, `    ${printable(difference.message)}\n`];
  if (difference.offset >= 0) lines.push(indent(caretLines(input, difference.offset, difference.length), '  '));
  return lines;
}

function indent(text: string, by: string): string {
  return text.replace(/^(?=.)/gm, by);
}
