// A --require preload for tests: reports on stderr if the process ever loads
// an @opentelemetry module (the in-process hook must not)
// Pos: test/telemetry helper, used by daemon-export.test.ts
// A --require preload is CommonJS by definition.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Module = require('node:module');
const load = Module._load;
Module._load = function (request, ...rest) {
  if (String(request).includes('@opentelemetry'))
    process.stderr.write(`@opentelemetry loaded: ${request}\n`);
  return load.call(this, request, ...rest);
};
