// publishPolicy — publishing packages (npm/yarn/pnpm/bun publish, cargo
// publish, twine upload, poetry publish, gem push, mvn deploy, gradle publish,
// dotnet nuget push …) and unpublishing or yanking them: ask
// Pos: policies/security/commands/rules, one rule family; a published version
// cannot be taken back cleanly
import { say, sayDetail } from '../../../vocabulary/messages/say.js';
import { ask, defineCommandPolicy } from './define-command-policy.js';
import { own } from '../../../vocabulary/own.js';

/**
 * program → the first words that publish (or unpublish); `*` matches any first
 * word with that prefix.
 */
const PUBLISHERS: Record<string, RegExp> = {
  npm: /^(?:publish|unpublish|deprecate|dist-tag)$/,
  pnpm: /^(?:publish|unpublish)$/,
  yarn: /^(?:publish|npm)$/,
  bun: /^publish$/,
  cargo: /^(?:publish|yank|owner)$/,
  twine: /^upload$/,
  poetry: /^publish$/,
  flit: /^publish$/,
  hatch: /^publish$/,
  uv: /^publish$/,
  pdm: /^publish$/,
  gem: /^(?:push|yank|owner)$/,
  mvn: /^(?:deploy|release:perform|release:prepare)$/,
  mvnw: /^(?:deploy|release:perform|release:prepare)$/,
  gradle: /^publish\w*$/,
  gradlew: /^publish\w*$/,
  dotnet: /^nuget$/,
  nuget: /^push$/,
  pod: /^trunk$/,
  vsce: /^(?:publish|unpublish)$/,
  ovsx: /^publish$/,
  jsr: /^publish$/,
  deno: /^publish$/,
  mix: /^hex\.publish$/,
  helm: /^push$/,
};

export const publishPolicy = defineCommandPolicy({
  id: 'command.publish',
  description: 'publishing or unpublishing packages',
  check(command) {
    const pattern = own(PUBLISHERS, command.name);
    if (!pattern) return [];
    const words = command.argv
      .slice(1)
      .map((w) => w.value)
      .filter((w) => !w.startsWith('-'));
    const verb = words.find((w) => pattern.test(w));
    if (verb === undefined) return [];
    if (command.name === 'yarn' && verb === 'npm' && !words.includes('publish'))
      return [];
    if (command.name === 'dotnet' && words[1] !== 'push') return [];
    if (command.name === 'pod' && words[1] !== 'push') return [];
    if (command.argv.some((w) => w.value === '--dry-run')) return [];
    return [
      {
        severity: 'soft-deny',
        ...say('command.publish', { program: command.name, verb }),
        next: ask(sayDetail('command.publish.next')),
      },
    ];
  },
});
