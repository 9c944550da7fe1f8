// isDocPath, isTestPath — what kind of file a changed path is, for the avatars'
// may-change rules
// Pos: policies/pipeline/jie, a classifier used by the do/don't boundary; path
// safety (system files, escapes) is the security step's
const DOC_FILE = /\.(?:md|mdx|markdown|rst|adoc|txt)$/i;
const DOC_DIR = /(?:^|\/)(?:docs?|documentation)\//i;
const TEST_DIR =
  /(?:^|\/)(?:tests?|__tests__|__snapshots__|spec|specs|e2e|fixtures|testdata)\//i;
const TEST_FILE =
  /(?:\.(?:test|spec|e2e)\.[a-z0-9]+$)|(?:(?:^|\/)test_[^/]+\.py$)|(?:_test\.(?:go|py|rb|exs?|rs)$)|(?:(?:^|\/)conftest\.py$)/i;

const normalise = (path: string) => path.replace(/\\/g, '/');

export function isDocPath(path: string): boolean {
  const p = normalise(path);
  return DOC_FILE.test(p) || DOC_DIR.test(p);
}

export function isTestPath(path: string): boolean {
  const p = normalise(path);
  return TEST_DIR.test(p) || TEST_FILE.test(p);
}
