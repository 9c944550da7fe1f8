// programExecPolicy — what a program's options, config keys and environment
// make it load or change beyond a string it runs (policies/security/programs):
// code loaded from a file or library (LD_PRELOAD, NODE_OPTIONS=--require,
// BASH_ENV), settings that change what runs later or weaken checks (`git config
// --global core.sshCommand`, `http.sslVerify false`, `url.*.insteadOf`,
// `safe.directory`), jobs scheduled outside the session, history rewrites
// (filter-repo, update-ref, replace --graft), packages run from outside the
// registry: ask
// Pos: policies/security/commands/rules, one rule family; the strings those
// programs run are extracted as commands and judged by the other rules
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import { ask, defineCommandPolicy, stop } from './define-command-policy.js';

export const programExecPolicy = defineCommandPolicy({
  id: 'command.program-exec',
  description:
    'code a program loads, settings that change what runs later, scheduled jobs and history rewrites',
  check(command) {
    return (command.execFindings ?? []).map((f) => ({
      severity: f.severity,
      ...say('command.program-exec', {
        what: f.what,
        value:
          f.value !== undefined && f.value !== ''
            ? fragment('command.program-exec.value', {
                value: f.value.slice(0, 80),
              })
            : '',
        why: f.whySaid ?? f.why,
      }),
      next:
        f.severity === 'hard-deny'
          ? stop(sayDetail('command.program-exec.stop.next'))
          : ask(sayDetail('command.confirm-intended.next')),
    }));
  },
});
