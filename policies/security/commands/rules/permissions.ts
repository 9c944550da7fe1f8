// permissionsPolicy, looseMode — chmod that makes files world-writable (777,
// 666, a+rwx, o+w, -R 777) or setuid/setgid, and umask 000 (seed 000 危险命令:
// chmod 777 开放权限): hard-deny
// Pos: policies/security/commands/rules, one rule family; chmod of system paths
// is also system-write.ts's
import { readOptions } from '../options.js';
import type { Said } from '../../../vocabulary/messages/said.js';
import {
  fragment,
  saidText,
  say,
  sayDetail,
} from '../../../vocabulary/messages/say.js';
import { defineCommandPolicy, stop } from './define-command-policy.js';

/** Why `mode` is dangerous, in English, or undefined. */
export function looseMode(mode: string): string | undefined {
  const said = looseModeSaid(mode);
  return said && saidText(said, 'en');
}

/** Why `mode` is dangerous, or undefined: world-writable or setuid/setgid. */
export function looseModeSaid(mode: string): Said | undefined {
  if (/^[0-7]{3,4}$/.test(mode)) {
    const digits = mode.padStart(4, '0');
    const special = Number(digits[0]);
    const other = Number(digits[3]);
    if (other & 2) return fragment('why.mode.world-writable', { mode });
    if (special & 6) return fragment('why.mode.setuid', { mode });
    return undefined;
  }
  for (const clause of mode.split(',')) {
    const m = /^([ugoa]*)([-+=])([rwxXst]*)$/.exec(clause);
    if (!m || m[2] === '-') continue;
    const who = m[1] ?? '';
    const perms = m[3] ?? '';
    if (perms.includes('w') && (who.includes('o') || who.includes('a')))
      return fragment('why.mode.clause-writable', { clause });
    if (perms.includes('s'))
      return fragment('why.mode.clause-setuid', { clause });
  }
  return undefined;
}

export const permissionsPolicy = defineCommandPolicy({
  id: 'command.permissions',
  description: 'world-writable or setuid permissions',
  check(command) {
    if (command.name === 'umask') {
      const mask = command.argv[1]?.value ?? '';
      if (/^[0-7]{3,4}$/.test(mask) && !(Number(mask[mask.length - 1]) & 2)) {
        return [
          {
            severity: 'hard-deny',
            ...say('command.permissions.umask', { mask }),
            next: stop(sayDetail('command.permissions.umask.next')),
          },
        ];
      }
      return [];
    }
    if (command.name !== 'chmod') return [];
    const read = readOptions(command.argv.slice(1), { long: ['reference'] });
    const mode = read.operands[0]?.value;
    if (mode === undefined || read.values.has('reference')) return [];
    const why = looseModeSaid(mode);
    if (!why) return [];
    const recursive = read.flags.has('R') || read.flags.has('recursive');
    return [
      {
        severity: 'hard-deny',
        ...say(
          recursive
            ? 'command.permissions.chmod.recursive'
            : 'command.permissions.chmod',
          { why },
        ),
        next: stop(sayDetail('command.permissions.chmod.next')),
      },
    ];
  },
});
