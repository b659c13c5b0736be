// The exit statuses of url-grammar (the help's table, src/cli/help.ts, says the same).

export const EXIT = {
  /** Success: the URL parses, is valid, resolves; equal: the two are equivalent; inspect: the URL parses, public or not; canonicalize: it has a canonical form; dedupe: every line has one, empty lines aside. In batch mode: every line. */
  ok: 0,
  /** Some URL failed (batch mode: some line failed or got the verdict "error"). */
  failure: 1,
  /** A usage error, or an input file that cannot be read. */
  usage: 2,
  /** The output could not be written: it is incomplete. */
  output: 3,
  /**
   * The tool itself failed: a worker thread was lost (its lines were evaluated again or got the
   * verdict "error"; stderr says which), or an internal error. Never "some URL was invalid".
   */
  internal: 4,
} as const;

export type ExitStatus = (typeof EXIT)[keyof typeof EXIT];
