// codeWords(rule, what) — a code-safety hit's seed wording, fix and what it
// found as catalog data (the rules keep their English and seed fields, which
// 戒's submission check reads too)
// Pos: policies/security/code, the bridge from the rules' English to the
// catalog (security-messages.ts `code.*`); a `what` it does not know stays as
// written
import {
  fragment,
  type MessageId,
  type Said,
} from '../../vocabulary/messages/index.js';
import type { CodeRule } from './code-rule.js';

const WHAT = new Map<string, MessageId>([
  ['DEBUG enabled', 'code.what.debug-enabled'],
  ['app run with debug=True', 'code.what.app-run-with-debug-true'],
  ['display_errors on', 'code.what.display-errors-on'],
  ['eval on non-literal input', 'code.what.eval-on-non-literal-input'],
  ['exec on non-literal code', 'code.what.exec-on-non-literal-code'],
  [
    'setTimeout/setInterval with a code string',
    'code.what.settimeout-setinterval-with-a-code-strin',
  ],
  [
    'the environment returned to the client',
    'code.what.the-environment-returned-to-the-client',
  ],
  [
    'process.env sent in the response',
    'code.what.process-env-sent-in-the-response',
  ],
  [
    'file contents returned to the client',
    'code.what.file-contents-returned-to-the-client',
  ],
  [
    'a file chosen by the request sent back',
    'code.what.a-file-chosen-by-the-request-sent-back',
  ],
  ['innerHTML set from data', 'code.what.innerhtml-set-from-data'],
  ['insertAdjacentHTML from data', 'code.what.insertadjacenthtml-from-data'],
  ['document.write from data', 'code.what.document-write-from-data'],
  [
    'dangerouslySetInnerHTML from data',
    'code.what.dangerouslysetinnerhtml-from-data',
  ],
  [
    'subprocess with shell=True on a built command',
    'code.what.subprocess-with-shell-true-on-a-built-co',
  ],
  [
    'os.system/os.popen on a built command',
    'code.what.os-system-os-popen-on-a-built-command',
  ],
  [
    'child_process exec on a built command',
    'code.what.child-process-exec-on-a-built-command',
  ],
  [
    'system/exec with #{} interpolation',
    'code.what.system-exec-with-interpolation',
  ],
  ['shell call on a variable', 'code.what.shell-call-on-a-variable'],
  [
    'SQL built from strings and values',
    'code.what.sql-built-from-strings-and-values',
  ],
  [
    'traceback returned to the client',
    'code.what.traceback-returned-to-the-client',
  ],
  [
    'exception text in an HTTPException detail',
    'code.what.exception-text-in-an-httpexception-detai',
  ],
  [
    'exception text returned to the client',
    'code.what.exception-text-returned-to-the-client',
  ],
  [
    'error object sent in the response',
    'code.what.error-object-sent-in-the-response',
  ],
  [
    'stack trace sent in the response',
    'code.what.stack-trace-sent-in-the-response',
  ],
]);

/** What a rule found, as a fragment when the catalog words it. */
export function whatSaid(what: string): Said | string {
  const id = WHAT.get(what);
  if (id) return fragment(id);
  const ip = /^IP address (.+)$/.exec(what);
  if (ip) return fragment('code.what.ip', { address: ip[1] ?? '' });
  const port = /^port (.+)$/.exec(what);
  if (port) return fragment('code.what.port', { port: port[1] ?? '' });
  return what;
}

/** The rule's seed wording and fix as catalog ids. */
export const seedId = (rule: CodeRule) => `code.seed.${rule.id}` as MessageId;
export const fixId = (rule: CodeRule) => `code.fix.${rule.id}` as MessageId;
