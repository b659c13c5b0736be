// What the JSON Schema formats plugin (docs/jsonschema.md) takes and gives: the part of an Ajv 8
// instance it uses, typed by shape so that the declarations compile without ajv installed, its
// options, and the error it reports when the `format` keyword is positioned.

/** The formats the plugin adds (JSON Schema draft 2020-12 validation, section 7.3). */
export type URLFormat = 'uri' | 'uri-reference' | 'iri' | 'iri-reference' | 'uri-template' | 'ipv4' | 'ipv6';

/** A format as Ajv's `addFormat` takes it: a string format checked by a function. */
export interface AjvStringFormat {
  readonly type: 'string';
  readonly validate: (data: string) => boolean;
}

/** An error object as an Ajv keyword reports it (Ajv adds the instance and schema paths). */
export interface AjvKeywordError<P = Record<string, unknown>> {
  readonly keyword: string;
  readonly message: string;
  readonly params: P;
}

/** A compiled keyword check: Ajv reads `errors` after a false result. */
export interface AjvKeywordCheck {
  (data: unknown): boolean;
  errors?: AjvKeywordError[];
}

/** The part of Ajv's schema compilation context the keyword reads. */
export interface AjvSchemaContext {
  readonly errSchemaPath: string;
}

/** The keyword definition the plugin adds in place of Ajv's `format` (a "compile" keyword). */
export interface AjvKeywordDefinition {
  readonly keyword: string;
  readonly type: Array<'number' | 'string'>;
  readonly schemaType: 'string';
  readonly errors: boolean;
  readonly compile: (schema: string, parentSchema: object, it: AjvSchemaContext) => AjvKeywordCheck;
}

/**
 * What the plugin needs of an Ajv 8 instance (`Ajv`, `Ajv2019`, `Ajv2020`): the `Ajv` class is
 * assignable to it, and the package does not depend on ajv.
 */
export interface AjvInstance {
  addFormat(name: string, format: AjvStringFormat): unknown;
  addKeyword(definition: AjvKeywordDefinition): unknown;
  removeKeyword(keyword: string): unknown;
  readonly formats: { readonly [name: string]: unknown };
  readonly opts: { readonly strictSchema?: boolean | 'log' | undefined; readonly validateFormats?: boolean | undefined };
  readonly logger: { warn(...args: unknown[]): unknown } | false;
}

/** Options of addURLFormats (undefined reads as absent). */
export interface URLFormatsOptions {
  /** The formats to add; default all seven (URL_FORMATS). */
  formats?: readonly URLFormat[] | undefined;
  /**
   * Replace Ajv's `format` keyword by one whose errors say why and where for these formats (the
   * rule, the offset, what was expected and found, in the message and in `params`); other formats
   * are checked as Ajv checks them. Default false: Ajv's own keyword, "must match format".
   */
  positionedErrors?: boolean | undefined;
}

/** `params` of a positioned format error: the format and the grammar's failure. */
export type URLFormatErrorParams = {
  readonly format: URLFormat;
  /** The failure's code, e.g. 'unexpected-code-point'. */
  readonly code: string;
  /** The ABNF rule that failed, e.g. 'authority'. */
  readonly rule: string;
  /** UTF-16 offset of the culprit in the string. */
  readonly offset: number;
  /** Its UTF-16 length (0 at the end of the string). */
  readonly length: number;
  /** What the rule would have accepted there, in words. */
  readonly expected: readonly string[];
  /** The code point found there, null at the end of the string. */
  readonly found: string | null;
};

/** A positioned format error, as `validate.errors` lists it (with Ajv's paths). */
export type URLFormatError = AjvKeywordError<URLFormatErrorParams>;
