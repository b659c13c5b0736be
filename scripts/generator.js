// Turns one peggy grammar into TypeScript parser source (peggy 3 + ts-pegjs 4.2.2).
// Shared by scripts/generate.js and the staleness test, so both produce identical text.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const peggy = require('peggy');
const tspegjs = require('ts-pegjs');
const { optimizeParser } = require('./optimize');

/** Per-grammar settings: start rules and the imports its actions use. */
const GRAMMARS = {
  url: {
    allowedStartRules: ['url', 'authority_only'],
    header: "import { URLFailure } from '../src/errors';",
    // Failures of this grammar are reported by its actions (URLFailure), not by expectations.
    trackFailures: false,
  },
};

function generateParser(grammarPath) {
  const name = path.basename(grammarPath, '.pegjs');
  const settings = GRAMMARS[name] || { allowedStartRules: undefined, header: '', trackFailures: true };
  const text = fs.readFileSync(grammarPath, 'utf8');
  const source = peggy.generate(text, {
    output: 'source',
    format: 'commonjs',
    grammarSource: `grammar/${name}.pegjs`,
    allowedStartRules: settings.allowedStartRules,
    plugins: [tspegjs],
    tspegjs: { skipTypeComputation: true, customHeader: settings.header },
  });
  const banner = `// Generated from grammar/${name}.pegjs by scripts/generate.js (peggy ${peggy.VERSION} + ts-pegjs). Do not edit.\n`;
  return banner + optimizeParser(source, { trackFailures: settings.trackFailures });
}

module.exports = { generateParser, GRAMMARS };
