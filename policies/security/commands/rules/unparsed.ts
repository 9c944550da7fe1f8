// unparsedCommandPolicy — a command that does not parse cleanly, nests past the
// limit, or was never parsed: at least ask; unparsedSubject, its finding's
// subject
// Pos: policies/security/commands/rules, the fail-safe under every other
// command rule: what the gate cannot read it does not allow silently
import { definePolicy, gateFinding } from '../../../gate/define-policy.js';
import type { Finding } from '../../../vocabulary/finding.js';
import { say, sayDetail } from '../../../vocabulary/messages/say.js';
import {
  COMMAND_CHECKPOINTS,
  ask,
  shellFacts,
} from './define-command-policy.js';

const ID = 'command.unparsed';
/**
 * The command trimmed, blank runs collapsed, cut at 400 characters: the
 * finding's subject. Reads only as much of the command as that needs (a 1 MB
 * command cost 70 ms here when it was collapsed whole); the result is the same
 * as collapsing it all.
 */
export function unparsedSubject(text: string): string {
  for (let n = 1024; ; n *= 4) {
    const whole = n >= text.length;
    const collapsed = (
      whole ? text.trim() : text.slice(0, n).trimStart()
    ).replace(/\s+/g, ' ');
    if (whole || collapsed.length > 400) return collapsed.slice(0, 400);
  }
}
const flat = unparsedSubject;

export const unparsedCommandPolicy = definePolicy({
  id: ID,
  description:
    'a command the shell parser could not read completely is at least asked about',
  checkpoints: COMMAND_CHECKPOINTS,
  evaluate(gate) {
    if (gate.command === undefined) return [];
    const subject = flat(gate.command);
    const analysis = shellFacts(gate);
    if (!analysis) {
      return [
        gateFinding(
          ID,
          subject,
          'soft-deny',
          say('command.unparsed.no-facts'),
          ask(sayDetail('command.unparsed.no-facts.next')),
        ),
      ];
    }
    const findings: Finding[] = [];
    for (const problem of analysis.problems) {
      if (problem.kind !== 'parse-error' && problem.kind !== 'depth-limit')
        continue;
      findings.push(
        gateFinding(
          ID,
          subject,
          'soft-deny',
          problem.text
            ? say('command.unparsed.problem.at', {
                text: problem.text.slice(0, 120),
                detail: problem.detailSaid ?? problem.detail,
              })
            : say('command.unparsed.problem', {
                detail: problem.detailSaid ?? problem.detail,
              }),
          ask(sayDetail('command.unparsed.problem.next')),
        ),
      );
    }
    for (const command of analysis.commands) {
      if (
        command.name.startsWith('-') &&
        command.argv[0] &&
        !command.argv[0].dynamic
      ) {
        findings.push(
          gateFinding(
            ID,
            command.text,
            'soft-deny',
            say('command.unparsed.split', { word: command.argv[0].value }),
            ask(sayDetail('command.unparsed.split.next')),
          ),
        );
      }
    }
    return findings.filter(
      (f, i) =>
        findings.findIndex(
          (g) => g.subject === f.subject && g.message === f.message,
        ) === i,
    );
  },
});
