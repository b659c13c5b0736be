// Jest transformer for ESM-only dependencies of devDependencies (whatwg-url 17 requires
// @exodus/bytes, which ships `import`/`export`): Node 20.19+ can require() such files, Jest's
// module runtime cannot, so they are transpiled to CommonJS with TypeScript's own transpiler.
'use strict';
const ts = require('typescript');

module.exports = {
  process(source, filename) {
    const out = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, allowJs: true },
    });
    return { code: out.outputText };
  },
};
