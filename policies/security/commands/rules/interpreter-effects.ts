// interpreterEffectsPolicy — what inline interpreter code (python -c, node -e,
// perl -e, ruby -e, php -r, deno eval, bun -e, heredocs into interpreters,
// script files read) does: a write to a system path, user config, home or
// outside the workspace → hard-deny (as system-write.ts); a sensitive file or
// .git → ask; a write, spawn or eval whose path or command is computed at run
// time (a decoded payload included) → ask; a sensitive file or the whole
// environment sent over the network, a fork loop → hard-deny
// Pos: policies/security/commands/rules, one rule family over code-effects.ts;
// deletes are inline-code.ts's, shell strings the code runs are extracted as
// commands
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import { placeOf } from '../../paths/path-place.js';
import { codeEffects } from '../code-effects.js';
import { ask, defineCommandPolicy, stop } from './define-command-policy.js';
import type { CommandHit } from './define-command-policy.js';

const DENY_PLACES = new Set([
  'root',
  'home',
  'workspace-ancestor',
  'system',
  'user-config',
  'device',
  'outside',
]);

export const interpreterEffectsPolicy = defineCommandPolicy({
  id: 'command.interpreter-effects',
  description:
    'writes, computed spawns and evals, network sends of secrets and fork loops in interpreter code',
  check(command, { paths }) {
    const code = command.code;
    if (!code?.text || code.language === 'shell' || code.language === 'sql')
      return [];
    const hits: CommandHit[] = [];
    const where =
      command.workdir !== undefined ? { workdir: command.workdir } : {};
    for (const effect of codeEffects(code.language, code.text)) {
      const words = { program: command.name, call: effect.call };
      switch (effect.kind) {
        case 'write': {
          const place = placeOf(effect.path, paths, where);
          if (DENY_PLACES.has(place.kind))
            hits.push({
              severity: 'hard-deny',
              ...say('command.code.write-outside', {
                ...words,
                what: place.whatSaid ?? place.what,
              }),
              next: stop(sayDetail('command.code.write-outside.next')),
            });
          else if (
            place.sensitive ||
            place.secrets ||
            place.kind === 'repository' ||
            place.kind === 'unknown'
          )
            hits.push({
              severity: 'soft-deny',
              ...say('command.code.write', {
                ...words,
                what: place.whatSaid ?? place.what,
              }),
              next: ask(sayDetail('command.code.write.next')),
            });
          break;
        }
        case 'computed-write':
          hits.push({
            severity: 'soft-deny',
            ...say('command.code.computed-write', words),
            next: ask(sayDetail('command.code.computed-write.next')),
          });
          break;
        case 'computed-spawn':
          hits.push({
            severity: 'soft-deny',
            ...say('command.code.computed-spawn', words),
            next: ask(sayDetail('command.code.computed-spawn.next')),
          });
          break;
        case 'computed-eval':
          hits.push({
            severity: 'soft-deny',
            ...say('command.code.computed-eval', words),
            next: ask(sayDetail('command.code.computed-eval.next')),
          });
          break;
        case 'network-send': {
          const secret = effect.paths
            .map((p) => placeOf(p, paths, where))
            .find(
              (p) =>
                (p.sensitive || p.secrets) && !p.absolute?.endsWith('.pub'),
            );
          const what = secret
            ? fragment('command.code.sent-file', {
                path: secret.raw,
                what:
                  secret.sensitiveSaid ??
                  secret.sensitive ??
                  secret.whatSaid ??
                  secret.what,
              })
            : effect.environment
              ? fragment('command.code.sent-environment')
              : undefined;
          if (what)
            hits.push({
              severity: 'hard-deny',
              ...say('command.code.send', { ...words, what }),
              next: stop(sayDetail('command.exfiltration.send.next')),
            });
          break;
        }
        case 'fork-loop':
          hits.push({
            severity: 'hard-deny',
            ...say('command.code.fork-loop', words),
            next: stop(sayDetail('command.code.fork-loop.next')),
          });
          break;
      }
    }
    return hits;
  },
});
