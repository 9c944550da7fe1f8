// The answer the build's cache run signs (launcher-code-cache.ts standInAnswer)
// is one a warm hook believes: the daemon's real answer check passes it, and
// the rewrite unwraps to the payload's own command, so the cache holds the
// rewrite path compiled; a payload without a command is refused
// Pos: test/hosts, pure calls on the build step's answer and the launcher's
// check (no processes; the build itself runs the whole hook)
import { describe, expect, it } from 'vitest';
import { answerProblem } from '../../src/hosts/daemon/answer-check.js';
import { standInAnswer } from '../../src/hosts/cli/launcher-code-cache.js';
import { unwrapCommand } from '../../src/sandbox/wrap-command.js';

const payload = (command: unknown) =>
  JSON.stringify({
    session_id: 'launcher-cache',
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command },
    tool_use_id: 'toolu_launcher_cache',
  });

describe('the stand-in answer of the launcher cache run', () => {
  it.each(['npm test -- --run', "echo 'it''s' && git status"])(
    'passes the answer check and runs %j itself',
    (command) => {
      const stdin = payload(command);
      const answer = standInAnswer(stdin);
      expect(answerProblem('PreToolUse', stdin, answer)).toBeUndefined();
      const out = JSON.parse(answer.stdout) as {
        hookSpecificOutput: { updatedInput: { command: string } };
      };
      expect(unwrapCommand(out.hookSpecificOutput.updatedInput.command)).toBe(
        command,
      );
    },
  );

  it('is refused by the check when it would run another command', () => {
    const answer = standInAnswer(payload('npm test'));
    expect(
      answerProblem('PreToolUse', payload('npm test -- --run'), answer),
    ).toMatch(/original command/);
  });

  it('needs a Bash payload with a command', () => {
    expect(() => standInAnswer(payload(undefined))).toThrow(/command/);
  });
});
