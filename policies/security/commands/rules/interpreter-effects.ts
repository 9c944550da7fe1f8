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
      switch (effect.kind) {
        case 'write': {
          const place = placeOf(effect.path, paths, where);
          if (DENY_PLACES.has(place.kind))
            hits.push({
              severity: 'hard-deny',
              message: `${command.name} code writes ${place.what} (${effect.call}): changes outside the workspace (seed 000 修改系统文件)`,
              next: stop('write only inside the workspace'),
            });
          else if (
            place.sensitive ||
            place.secrets ||
            place.kind === 'repository' ||
            place.kind === 'unknown'
          )
            hits.push({
              severity: 'soft-deny',
              message: `${command.name} code writes ${place.what} (${effect.call})`,
              next: ask('confirm with the user that this file should change'),
            });
          break;
        }
        case 'computed-write':
          hits.push({
            severity: 'soft-deny',
            message: `${command.name} code writes a file whose path is computed at run time (${effect.call}): the gate cannot tell where it lands`,
            next: ask('write the path literally, or confirm where it lands'),
          });
          break;
        case 'computed-spawn':
          hits.push({
            severity: 'soft-deny',
            message: `${command.name} code runs a command built at run time (${effect.call}): the gate cannot check it`,
            next: ask('write the command literally, or confirm it'),
          });
          break;
        case 'computed-eval':
          hits.push({
            severity: 'soft-deny',
            message: `${command.name} code evaluates code built at run time (${effect.call}), a decoded payload perhaps: the gate cannot check it`,
            next: ask('write the code out literally, or confirm it'),
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
            ? `${secret.raw} (${secret.sensitive ?? secret.what})`
            : effect.environment
              ? 'the environment (every secret in it)'
              : undefined;
          if (what)
            hits.push({
              severity: 'hard-deny',
              message: `${command.name} code sends ${what} over the network (${effect.call}) (seed 000 暴露敏感信息 CRITICAL)`,
              next: stop(
                'do not send it; if a service needs a credential, let the user configure it',
              ),
            });
          break;
        }
        case 'fork-loop':
          hits.push({
            severity: 'hard-deny',
            message: `${command.name} code forks in an endless loop (${effect.call}): exhausts the machine (seed 000 危险命令)`,
            next: stop('do not run it'),
          });
          break;
      }
    }
    return hits;
  },
});
