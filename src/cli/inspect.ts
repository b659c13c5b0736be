// The inspect command: inspectTarget (url-grammar/target, docs/security.md) on one URL, as a JSON
// report of one shape whether the URL Standard parses the input or not, and a verdict saying
// where it connects. src/cli/inspect-text.ts renders the report for single mode.

import type { Diagnostic } from '../core/errors';
import { inspectTarget } from '../target-api';
import type {
  AddressBlock, AddressClassification, ReadingDifference, SpecialUseDomain, TargetFailure, TargetInspection, TargetReading, TargetResult,
} from '../target-api';
import type { CommandOptions, Evaluate, Outcome, Verdict } from './commands';
import { inspectText } from './inspect-text';
import type { ErrorJSON, InspectDifferenceReport, InspectReadingReport, InspectReport } from './reports';

/**
 * The evaluation of inspect with fixed options: `maxErrors` caps the validation errors a
 * report lists. The verdict is where the URL connects; exit status 0 whenever the URL Standard
 * parses the input, public or not (inspect describes a target, it does not judge it).
 */
export function prepareInspect(options: CommandOptions, maxErrors: number): Evaluate {
  const base = options.base;
  return ([input]): Outcome => {
    const result = inspectTarget(input, { base });
    const report = inspectReport(input, base, result, maxErrors);
    const verdict = inspectVerdict(report);
    const codes = [...report.errors.map((error) => error.code), ...(report.failure === null ? [] : [report.failure.code])];
    return { verdict, success: report.ok, report, codes, text: () => inspectText(report) };
  };
}

/** 'failure' when the URL Standard rejects the input, else what nonPublic says. */
export function inspectVerdict(report: InspectReport): Verdict {
  if (!report.ok) return 'failure';
  if (report.nonPublic === null) return 'unknown';
  return report.nonPublic ? 'non-public' : 'public';
}

/**
 * The report of inspectTarget's result: every key present, in a fixed order. (The fields are
 * spread into a literal that starts with the input: a literal that starts with a spread and goes
 * on with more properties makes a slow dictionary-mode object, 10 µs a line to build and write.)
 */
export function inspectReport(input: string, base: string | undefined, result: TargetResult, maxErrors: number): InspectReport {
  const fields = result.ok ? inspectedFields(result, maxErrors) : failureFields(result);
  return base === undefined ? { input, ...fields } : { input, base, ...fields };
}

type ReportFields = Omit<InspectReport, 'input' | 'base'>;

function inspectedFields(result: TargetInspection, maxErrors: number): ReportFields {
  const all = result.errors;
  return {
    ok: true,
    href: result.href,
    scheme: result.scheme,
    host: result.host,
    hostKind: result.hostKind,
    port: result.port,
    nonPublic: result.nonPublic,
    address: result.address === null ? null : addressReport(result.address),
    specialUse: result.specialUse === null ? null : specialUseReport(result.specialUse),
    badPort: result.badPort,
    reasons: [...result.reasons],
    ambiguous: result.ambiguous,
    readings: result.readings.map(readingReport),
    differences: result.differences.map(differenceReport),
    errors: all.slice(0, maxErrors).map(diagnosticJSON),
    errorCount: all.length,
    failure: null,
  };
}

/** The URL Standard rejects the input: what it cannot say is null. */
function failureFields(result: TargetFailure): ReportFields {
  return {
    ok: false, href: null, scheme: null, host: null, hostKind: null, port: null, nonPublic: null, address: null, specialUse: null, badPort: null,
    reasons: [...result.reasons],
    ambiguous: result.ambiguous,
    readings: result.readings.map(readingReport),
    differences: result.differences.map(differenceReport),
    errors: [],
    errorCount: 0,
    failure: diagnosticJSON(result.failure),
  };
}

/** A diagnostic as plain JSON: code, offset, length, message, and an RFC failure's rule, expected, found. */
function diagnosticJSON(diagnostic: Diagnostic): ErrorJSON {
  const { code, offset, length, message, rule, expected, found } = diagnostic;
  const json: ErrorJSON = { code, offset, length, message };
  if (rule !== undefined) json.rule = rule;
  if (expected !== undefined) json.expected = [...expected];
  if (found !== undefined) json.found = found;
  return json;
}

function readingReport(reading: TargetReading): InspectReadingReport {
  const { parser, ok, failed, scheme, userinfo, host, port, effectivePort, path, failure } = reading;
  return { parser, ok, failed, scheme, userinfo, host, port, effectivePort, path, failure: failure === null ? null : diagnosticJSON(failure) };
}

function differenceReport(difference: ReadingDifference): InspectDifferenceReport {
  const { component, parser, url, other, cause, message, offset, length } = difference;
  return { component, parser, url, other, cause, message, offset, length };
}

/** The classification's fields in their declared order (the IPv4 address an IPv6 address carries, the same way). */
function addressReport(address: AddressClassification): AddressClassification {
  const { family, zone, range, nonPublic, reason } = address;
  const entry = address.entry === null ? null : blockReport(address.entry);
  const embedded = address.embedded === null ? null : addressReport(address.embedded);
  return { address: address.address, family, zone, entry, range, embedded, nonPublic, reason };
}

function blockReport(entry: AddressBlock): AddressBlock {
  const { block, range, name, rfc, registry, globallyReachable } = entry;
  return { block, range, name, rfc, registry, globallyReachable };
}

function specialUseReport(domain: SpecialUseDomain): SpecialUseDomain {
  return { name: domain.name, rfc: domain.rfc, nonPublic: domain.nonPublic };
}
