// The public API, name by name: the top level `url-grammar` (src/index.ts) and the subpaths
// `url-grammar/model`, `url-grammar/target`, `url-grammar/canonical`, `url-grammar/urlpattern`, `url-grammar/template` and `url-grammar/ajv` (src/*-api.ts), values and
// types. Adding, removing or moving a name means changing these lists, so a change to the public
// API is deliberate (docs/references.md "Entry points"). The built package is checked in
// test/package.test.ts.

import * as path from 'node:path';
import * as ts from 'typescript';
import * as top from '../src';
import * as model from '../src/model-api';
import * as canonical from '../src/canonical-api';
import * as target from '../src/target-api';
import * as urlpattern from '../src/urlpattern-api';
import * as template from '../src/template-api';
import * as ajv from '../src/ajv-api';

const ROOT = path.resolve(__dirname, '..');

/** What users need: the URL Standard's API, validation, resolution, references, normalisation, IRIs, extras. */
const TOP_VALUES = [
  // WHATWG URL Standard
  'URL', 'URLSearchParams', 'parseURL', 'serializeURL', 'serializePath', 'domainToASCII', 'domainToUnicode',
  'UNICODE_VERSION', // the Unicode version of the UTS #46 tables
  'VALIDATION_ERROR_CODES', 'ValidationError', // a class: instanceof tells a validation error apart
  // validity and strict parse trees (RFC 3986, RFC 3987, WHATWG, Web addresses)
  'validate', 'parseReference', 'matchRule',
  // scheme-specific syntax (grammar/schemes/)
  'parseScheme',
  // resolution and references
  'resolve', 'removeDotSegments', 'RuleFailure', 'URLReference', 'classify',
  // normalisation and comparison
  'normalize', 'normalizeWithDiagnosis', 'equivalent',
  // IRIs (isUcschar / isIprivate: the RFC 3987 section 2.2 ranges iriToURI and uriToIRI apply)
  'iriToURI', 'uriToIRI', 'toDisplayString', 'isUcschar', 'isIprivate',
  // public suffixes, application/x-www-form-urlencoded, encodings
  'publicSuffix', 'registrableDomain', 'parseFormURLEncoded', 'serializeFormURLEncoded', 'getOutputEncoding',
  'percentEncodeQuery',
  // data: URLs (the Fetch Standard's data: URL processor)
  'parseDataURL',
  // wrong arguments and options
  'OptionError',
];

const TOP_TYPES = [
  'URLTypeError', 'ParseURLOptions', 'ParseURLResult', 'URLRecord', 'URLLike', 'URLObject', 'BaseURL', 'ValidationErrorCode',
  'URLSearchParamsInit', 'FormTuple', 'DataURLResult',
  'ResolutionMode', 'ResolveOptions', 'ResolveResult', 'FailedInput', 'ResolveFailure',
  'ReferenceInput', 'ReferenceKind', 'ReferenceErrorCode',
  'ComparisonLevel', 'NormalizeOptions', 'NormalizeResult', 'EquivalenceOptions', 'IRIToURIOptions',
  'ValidateOptions', 'ValidationIssue', 'ValidationIssueCode', 'ValidationResult', 'ValidationStandard',
  'AuthorityComponent', 'ComponentSpan', 'HostComponent', 'HostKind', 'MatchRuleResult', 'ParseReferenceResult',
  'PathComponent', 'PathKind', 'ReferenceRuleName', 'ReferenceTree', 'StrictGrammar', 'StrictOptions', 'StrictRuleName',
  'SyntaxFailure', 'SyntaxFailureCode', 'ParseSchemeResult', 'SchemeComponent', 'LiteralKind',
];

/** The component model and its operations (URL Specification "Reference Resolution", "Printing"). */
const MODEL_VALUES = [
  'order', 'ORDER', 'readReference', 'upto', 'goto', 'force', 'strictResolve', 'legacyResolve', 'whatwgResolve',
  'emptyReference', 'normalizeReference', 'printReference',
];

const MODEL_TYPES = [
  'Order', 'ParsedReference', 'ParsedAuthority', 'ReferenceResult', 'ReadReferenceOptions', 'ReadGrammar', 'ParserMode',
];

/** Where a URL connects (docs/security.md): address classification and inspectTarget. */
const TARGET_VALUES = ['classifyAddress', 'inspectTarget'];

const TARGET_TYPES = [
  'AddressBlock', 'AddressClassification', 'AddressFamily', 'AddressRange', 'AddressRegistry', 'InspectTargetOptions',
  'DifferenceCause', 'ReadingDifference', 'ReadingParser', 'SpecialUseDomain', 'TargetFailure', 'TargetHostKind',
  'TargetInspection', 'TargetReading', 'TargetReadings', 'TargetResult',
];

/** Canonical forms for crawlers, archives and blocklists (docs/canonical.md). */
const CANONICAL_VALUES = ['CANONICAL_PROFILES', 'canonicalize', 'canonicalizeWithDiagnosis', 'safeBrowsingExpressions'];

const CANONICAL_TYPES = [
  'CanonicalBaseOption', 'CanonicalizeOptions', 'CanonicalProfile', 'CanonicalResult', 'SurtOptions', 'W3libOptions',
  'SafeBrowsingOptions', 'SafeBrowsingExpression', 'SafeBrowsingExpressionsResult', 'NormalizeUrlOptions', 'NormalizeUrlFilter',
];

/** The URL Pattern Standard's URLPattern and the pattern set (docs/urlpattern.md). */
const URLPATTERN_VALUES = ['URLPattern', 'URLPatternList'];

const URLPATTERN_TYPES = [
  'URLPatternComponent', 'URLPatternComponentResult', 'URLPatternInit', 'URLPatternInput', 'URLPatternListMatch',
  'URLPatternListOptions', 'URLPatternOptions', 'URLPatternResult',
];

/** RFC 6570 URI Templates (docs/templates.md). */
const TEMPLATE_VALUES = ['expandTemplate', 'parseTemplate'];

const TEMPLATE_TYPES = [
  'ParsedTemplate', 'TemplateExpression', 'TemplateLiteral', 'TemplateOperator', 'TemplatePart', 'TemplateResult',
  'TemplateScalar', 'TemplateTypeError', 'TemplateValue', 'TemplateVariable',
];

/** JSON Schema formats for Ajv 8 (docs/jsonschema.md). */
const AJV_VALUES = ['URL_FORMATS', 'addURLFormats', 'formatFailure'];

const AJV_TYPES = [
  'AjvInstance', 'AjvKeywordCheck', 'AjvKeywordDefinition', 'AjvKeywordError', 'AjvSchemaContext', 'AjvStringFormat',
  'URLFormat', 'URLFormatError', 'URLFormatErrorParams', 'URLFormatsOptions',
];

const sorted = (names: readonly string[]): string[] => [...names].sort();

/** The run-time export names of a module namespace. */
function valueNames(namespace: object): string[] {
  return sorted(Object.keys(namespace).filter((name) => name !== '__esModule' && name !== 'default'));
}

/** Every name an entry file exports, types included, as the TypeScript checker sees it. */
function declaredNames(program: ts.Program, file: string): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path.join(ROOT, file));
  if (source === undefined) throw new Error(`${file} is not in the program`);
  const symbol = checker.getSymbolAtLocation(source);
  if (symbol === undefined) throw new Error(`${file} is not a module`);
  return sorted(checker.getExportsOfModule(symbol).map((exported) => exported.name));
}

describe('run-time exports', () => {
  test('url-grammar exports exactly the listed values', () => {
    expect(valueNames(top)).toEqual(sorted(TOP_VALUES));
  });

  test('url-grammar/model exports exactly the listed values', () => {
    expect(valueNames(model)).toEqual(sorted(MODEL_VALUES));
  });

  test('url-grammar/target exports exactly the listed values', () => {
    expect(valueNames(target)).toEqual(sorted(TARGET_VALUES));
  });

  test('url-grammar/canonical exports exactly the listed values', () => {
    expect(valueNames(canonical)).toEqual(sorted(CANONICAL_VALUES));
  });

  test('url-grammar/urlpattern exports exactly the listed values', () => {
    expect(valueNames(urlpattern)).toEqual(sorted(URLPATTERN_VALUES));
  });

  test('url-grammar/template exports exactly the listed values', () => {
    expect(valueNames(template)).toEqual(sorted(TEMPLATE_VALUES));
  });

  test('url-grammar/ajv exports exactly the listed values', () => {
    expect(valueNames(ajv)).toEqual(sorted(AJV_VALUES));
  });

  test('the entry points share no name', () => {
    const names = [
      ...valueNames(top), ...valueNames(model), ...valueNames(target), ...valueNames(canonical), ...valueNames(urlpattern),
      ...valueNames(template), ...valueNames(ajv),
    ];
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  test('the model operations work through their entry', () => {
    const base = model.readReference('http://a/b/c/d;p?q').reference!;
    expect(model.printReference(model.upto(base, model.ORDER.dir))).toBe('http://a/b/c/');
  });
});

describe('declared exports (values and types)', () => {
  let program: ts.Program;

  beforeAll(() => {
    const options: ts.CompilerOptions = {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
      types: [],
    };
    program = ts.createProgram(['src/index.ts', 'src/model-api.ts', 'src/target-api.ts', 'src/canonical-api.ts', 'src/urlpattern-api.ts', 'src/template-api.ts', 'src/ajv-api.ts'].map((file) => path.join(ROOT, file)), options);
  }, 60_000);

  test('src/index.ts declares exactly the listed values and types', () => {
    expect(declaredNames(program, 'src/index.ts')).toEqual(sorted([...TOP_VALUES, ...TOP_TYPES]));
  });

  test('src/model-api.ts declares exactly the listed values and types', () => {
    expect(declaredNames(program, 'src/model-api.ts')).toEqual(sorted([...MODEL_VALUES, ...MODEL_TYPES]));
  });

  test('src/target-api.ts declares exactly the listed values and types', () => {
    expect(declaredNames(program, 'src/target-api.ts')).toEqual(sorted([...TARGET_VALUES, ...TARGET_TYPES]));
  });

  test('src/canonical-api.ts declares exactly the listed values and types', () => {
    expect(declaredNames(program, 'src/canonical-api.ts')).toEqual(sorted([...CANONICAL_VALUES, ...CANONICAL_TYPES]));
  });

  test('src/urlpattern-api.ts declares exactly the listed values and types', () => {
    expect(declaredNames(program, 'src/urlpattern-api.ts')).toEqual(sorted([...URLPATTERN_VALUES, ...URLPATTERN_TYPES]));
  });

  test('src/template-api.ts declares exactly the listed values and types', () => {
    expect(declaredNames(program, 'src/template-api.ts')).toEqual(sorted([...TEMPLATE_VALUES, ...TEMPLATE_TYPES]));
  });

  test('src/ajv-api.ts declares exactly the listed values and types', () => {
    expect(declaredNames(program, 'src/ajv-api.ts')).toEqual(sorted([...AJV_VALUES, ...AJV_TYPES]));
  });
});
