// The parts of an RFC 6570 URI Template (https://www.rfc-editor.org/rfc/rfc6570#section-2), as
// grammar/rfc6570.pegjs builds them, and the values an expansion reads (section 2.3).

/** An expression operator (section 2.2): '' for none, level 2 "+" "#", level 3 "." "/" ";" "?" "&", or a reserved one (op-reserve). */
export type TemplateOperator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&' | '=' | ',' | '!' | '@' | '|';

/** A varspec (section 2.3): its name as written, its modifier (section 2.4), and offsets in the template. */
export interface TemplateVariable {
  readonly name: string;
  /** max-length of a prefix modifier (section 2.4.1, 1 to 9999), or null. */
  readonly prefix: number | null;
  /** Whether the explode modifier "*" follows (section 2.4.2). */
  readonly explode: boolean;
  /** UTF-16 offset of the varname. */
  readonly offset: number;
  /** UTF-16 length of the varspec (name and modifier). */
  readonly length: number;
}

/** A run of literals (section 2.1), copied to the expansion (section 3.1). */
export interface TemplateLiteral {
  readonly type: 'literal';
  readonly text: string;
  readonly offset: number;
  readonly length: number;
}

/** An expression (section 2.2): "{" [ operator ] variable-list "}". */
export interface TemplateExpression {
  readonly type: 'expression';
  readonly operator: TemplateOperator;
  readonly variables: readonly TemplateVariable[];
  /** UTF-16 offset of its "{". */
  readonly offset: number;
  /** UTF-16 length, braces included. */
  readonly length: number;
}

export type TemplatePart = TemplateLiteral | TemplateExpression;

/** A parsed URI-Template: its text and its parts in order. */
export interface ParsedTemplate {
  readonly source: string;
  readonly parts: readonly TemplatePart[];
}

/** A value's member: a string (numbers and booleans written as strings); null or undefined: an undefined member, left out. */
export type TemplateScalar = string | number | boolean | null | undefined;

/** A variable's value (section 2.3): a string, a list, an associative array; undefined when null, undefined or without defined members. */
export type TemplateValue = TemplateScalar | readonly TemplateScalar[] | { readonly [key: string]: TemplateScalar };
