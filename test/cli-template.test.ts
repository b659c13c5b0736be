// End-to-end tests of `url-grammar template check` and `url-grammar template expand` through the
// built binary (issue 28): every case of the uritemplate-test data (pinned in
// test/test-data.lock.json) in batch mode against parseTemplate and expandTemplate themselves and
// the data's expected expansions, single mode's text, JSON and exit statuses, --jobs, and the
// usage errors of the command group and of --vars.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { expandTemplate, parseTemplate } from '../src/template-api';
import type { TemplateValue } from '../src/template-api';
import { BUILD_TIMEOUT_MS, buildCLI, cli } from './helpers/cli';
import { readDataText } from './helpers/test-data';

type Expected = string | string[] | false;
interface Group {
  readonly variables: Record<string, TemplateValue>;
  readonly testcases: [string, Expected][];
}
type Row = { [key: string]: unknown };

const FILES = ['spec-examples.json', 'spec-examples-by-section.json', 'negative-tests.json'];
const GROUPS: [string, string, Group][] = FILES.flatMap((file) =>
  Object.entries(JSON.parse(readDataText('uritemplate', file)) as Record<string, Group>).map(([name, group]): [string, string, Group] => [file, name, group]),
);

const rows = (stdout: string): Row[] => stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as Row);

/** The expansion expandTemplate gives, or null when it throws. */
function expansion(template: string, variables: Record<string, TemplateValue>): string | null {
  try {
    return expandTemplate(template, variables);
  } catch {
    return null;
  }
}

beforeAll(buildCLI, BUILD_TIMEOUT_MS);

describe('every uritemplate-test case through the CLI (batch mode, one group per run)', () => {
  test('the groups hold the 217 cases of test/template.test.ts', () => {
    expect(GROUPS.reduce((sum, [, , group]) => sum + group.testcases.length, 0)).toBe(217);
  });

  test.each(GROUPS)('%s %s: template expand with the group\'s variables', (_file, _name, { variables, testcases }) => {
    const templates = testcases.map(([template]) => template);
    const run = cli(['template', 'expand', '--input', '-', '--vars', JSON.stringify(variables), '--quiet'], `${templates.join('\n')}\n`);
    const records = rows(run.stdout);
    expect(records.map((record) => record['input'])).toEqual(templates);
    testcases.forEach(([template, expected], i) => {
      const record = records[i];
      expect(record['expanded']).toBe(expansion(template, variables));
      if (expected === false) {
        expect(record).toMatchObject({ verdict: 'failure', expanded: null, failure: { code: expect.any(String), offset: expect.any(Number) } });
      } else {
        expect(Array.isArray(expected) ? expected : [expected]).toContain(record['expanded']);
        expect(record).toMatchObject({ verdict: 'ok', failure: null });
      }
    });
    expect(run.status).toBe(testcases.some(([, expected]) => expected === false) ? 1 : 0);
  });

  test.each(GROUPS)('%s %s: template check agrees with parseTemplate', (_file, _name, { testcases }) => {
    const templates = testcases.map(([template]) => template);
    const records = rows(cli(['template', 'check', '-', '--quiet'], `${templates.join('\n')}\n`).stdout);
    records.forEach((record, i) => {
      const { failure } = parseTemplate(templates[i]);
      expect(record['valid']).toBe(failure === null);
      expect(record['failure']).toEqual(failure === null ? null : failure.toJSON());
    });
  });
});

describe('template expand: single mode', () => {
  const TEMPLATE = 'https://api.github.com/repos/{owner}/{repo}/issues{?state,labels*}';
  const VARS = '{"owner":"whatwg","repo":"url","state":"open","labels":["bug","spec"],"unused":null}';

  test('prints the expansion, exit 0; --json the record; no --vars: every variable undefined', () => {
    expect(cli(['template', 'expand', TEMPLATE, '--vars', VARS])).toEqual({
      status: 0, stdout: 'https://api.github.com/repos/whatwg/url/issues?state=open&labels=bug&labels=spec\n', stderr: '',
    });
    const json = cli(['template', 'expand', '{/a}{?b}', '--vars', '{"a":"x y"}', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ input: '{/a}{?b}', expanded: '/x%20y', failure: null });
    expect(cli(['template', 'expand', 'a{b}c'])).toEqual({ status: 0, stdout: 'ac\n', stderr: '' });
  });

  test('a template that does not parse: exit 1, the failure naming the rule on stderr with a caret', () => {
    const run = cli(['template', 'expand', '/a{b']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`url-grammar: cannot expand: ${parseTemplate('/a{b').failure?.message}\n  /a{b\n      ^\n`);
  });

  test('a prefix modifier on a list (section 2.4.1): exit 1, the caret under the varspec; --json its code and offset', () => {
    const run = cli(['template', 'expand', 'x{y:2}', '--vars', '{"y":["a","b"]}']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^url-grammar: cannot expand: template "x\{y:2\}": prefix modifier ":2" on the list "y" at offset 2 .*\n {2}x\{y:2\}\n {4}\^\^\^\n$/);
    const json = JSON.parse(cli(['template', 'expand', 'x{y:2}', '--vars', '{"y":{"k":"v"}}', '--json']).stdout) as Row;
    expect(json).toMatchObject({ input: 'x{y:2}', expanded: null, failure: { code: 'prefix-on-composite', offset: 2, length: 3 } });
  });

  test('--vars that are not a JSON object of template values are usage errors (exit 2) naming the problem', () => {
    const errors = [
      [['{'], /--vars is not JSON: /],
      [['[1]'], /--vars must be a JSON object of variables, .* \(not an array\)/],
      [['"a"'], /--vars must be a JSON object of variables, .* \(not "a"\)/],
      [['{"x":{"a":{"b":1}}}'], /--vars: expandTemplate: variables\["x"\] must be /],
      [['{"x":[[1]]}'], /--vars: expandTemplate: variables\["x"\] must be /],
    ] as const;
    for (const [[vars], message] of errors) {
      const run = cli(['template', 'expand', '{x}', '--vars', vars]);
      expect(run).toMatchObject({ status: 2, stdout: '' });
      expect(run.stderr).toMatch(message);
      expect(run.stderr).toMatch(/\(see url-grammar template expand --help\)\n$/);
    }
  });

  test('--vars-file reads the variables from a file; with --vars, unreadable or not an object: usage errors naming the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-vars-'));
    try {
      const file = path.join(dir, 'vars.json');
      fs.writeFileSync(file, VARS);
      expect(cli(['template', 'expand', TEMPLATE, '--vars-file', file]).stdout).toBe(cli(['template', 'expand', TEMPLATE, '--vars', VARS]).stdout);
      fs.writeFileSync(path.join(dir, 'list.json'), '["a"]');
      const errors = [
        [['--vars-file', file, '--vars', '{}'], 'url-grammar: --vars and --vars-file both give the variables: give one'],
        [['--vars-file', path.join(dir, 'none.json')], `url-grammar: --vars-file ${path.join(dir, 'none.json')} cannot be read: ENOENT`],
        [['--vars-file', path.join(dir, 'list.json')], `url-grammar: --vars-file ${path.join(dir, 'list.json')} must be a JSON object of variables`],
      ] as const;
      for (const [args, message] of errors) {
        const run = cli(['template', 'expand', '{x}', ...args]);
        expect(run).toMatchObject({ status: 2, stdout: '' });
        expect(run.stderr.startsWith(message)).toBe(true);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('batch mode with --jobs 2 gives the records of one thread, in order', () => {
    const lines = Array.from({ length: 300 }, (_, i) => (i % 7 === 0 ? `/bad{${i}` : `/items/{id}{?page}&n=${i}`));
    const input = `${lines.join('\n')}\n`;
    const args = ['template', 'expand', '-', '--vars', '{"id":"caf\u00e9","page":3}', '--quiet'];
    const one = cli(args, input);
    const two = cli([...args, '--jobs', '2'], input);
    expect(two.stdout).toBe(one.stdout);
    expect(rows(one.stdout).map((record) => record['verdict'])).toEqual(lines.map((_, i) => (i % 7 === 0 ? 'failure' : 'ok')));
    expect(rows(one.stdout)[1]).toMatchObject({ line: 2, expanded: '/items/caf%C3%A9?page=3&n=1' });
    expect([one.status, two.status]).toEqual([1, 1]);
  });
});

describe('template check: single mode', () => {
  test('valid: "valid", exit 0; --json lists the variables, each once, in order', () => {
    expect(cli(['template', 'check', '{/a,b}{?b,c*}'])).toEqual({ status: 0, stdout: 'valid\n', stderr: '' });
    expect(JSON.parse(cli(['template', 'check', '{/a,b}{?b,c*}x{d:3}', '--json']).stdout)).toEqual({
      input: '{/a,b}{?b,c*}x{d:3}', valid: true, variables: ['a', 'b', 'c', 'd'], failure: null,
    });
  });

  test('invalid: the failure with the rule and a caret on stdout, exit 1; --json the failure', () => {
    const run = cli(['template', 'check', '/a/{b:99999}']);
    const failure = parseTemplate('/a/{b:99999}').failure;
    expect(run).toEqual({ status: 1, stdout: `invalid (rfc6570): ${failure?.message}\n  /a/{b:99999}\n            ^\n`, stderr: '' });
    expect(JSON.parse(cli(['template', 'check', '{=x}', '--json']).stdout)).toEqual({ input: '{=x}', valid: false, variables: null, failure: parseTemplate('{=x}').failure?.toJSON() });
  });
});

describe('the template command group', () => {
  test('template alone, or an unknown subcommand, is a usage error naming the two', () => {
    expect(cli(['template'])).toEqual({ status: 2, stdout: '', stderr: "url-grammar: 'template' needs a subcommand: 'template check' or 'template expand' (see url-grammar --help)\n" });
    expect(cli(['template', '--vars', '{}']).stderr).toMatch(/'template' needs a subcommand/);
    expect(cli(['template', 'fill', '{x}'])).toMatchObject({ status: 2, stderr: "url-grammar: unknown command 'template fill': 'template check' or 'template expand' (see url-grammar --help)\n" });
    expect(cli(['template', 'check'])).toMatchObject({ status: 2, stderr: 'url-grammar: missing <template> (see url-grammar template check --help)\n' });
    expect(cli(['template', 'check', '{x}', '--vars', '{}']).status).toBe(2);
  });

  test('help: url-grammar help template expand, template expand --help, and both in the main help', () => {
    const help = cli(['help', 'template', 'expand']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: url-grammar template expand <template> \[--vars <json> \| --vars-file <file>\] \[--json\]\n/);
    expect(help.stdout).toMatch(/--vars <json> +The variables, a JSON object/);
    expect(cli(['template', 'expand', '--help']).stdout).toBe(help.stdout);
    expect(cli(['help', 'template']).stderr).toMatch(/'template' needs a subcommand/);
    expect(cli(['help', 'template', 'check', 'x']).stderr).toMatch(/unexpected argument 'x'/);
    const main = cli(['--help']).stdout;
    expect(main).toMatch(/\n {2}template check <template> \[--json\]\n/);
    expect(main).toMatch(/\n {2}template expand <template> \[--vars <json> \| --vars-file <file>\] \[--json\]\n/);
  });
});
