// The `wukong` executable as the build ships it (dist/wukong.cjs): the
// launcher's code (./launcher.ts, built as CommonJS and embedded here by the
// build as one string) run through ./launcher-cache.ts, from V8's code cache of
// a warm hook when dist/wukong.cjs.cache is usable
// Pos: src/hosts/cli, the process entry in front of launcher.ts; holds no logic
// of its own. The launcher's code travels inside this file, so a copy of
// dist/wukong.cjs alone still runs (without its cache) and a rebuild can never
// pair this file with another build's launcher
import { runLauncher } from './launcher-cache.js';

declare const __WUKONG_LAUNCHER_SOURCE__: string;
declare const __filename: string;
declare const __dirname: string;
declare const module: { exports: unknown };
declare const require: NodeJS.Require;

runLauncher(__WUKONG_LAUNCHER_SOURCE__, {
  exports: module.exports,
  require,
  module,
  filename: __filename,
  dirname: __dirname,
  // Here, not in the launcher: import() works in code Node's CommonJS loader
  // compiled, not in code compiled from a cache.
  importModule: (url) => import(url),
});
