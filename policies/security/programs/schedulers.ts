// schedulersFamily — programs that run a command later, elsewhere or as another
// group: at/batch (script on stdin or -f), crontab (- or a file: every job's
// command), tmux (new-session/new-window/split-window/
// respawn-pane/run-shell/if-shell commands, send-keys typed into a shell, tmux
// -c), screen (-dm CMD, -X stuff), nix-shell --run/--command, sg -c, capsh --
// -c, runuser -c; cronLines
// Pos: policies/security/programs, data from shell-execution.md §2; the argv
// wrappers (systemd-run, setsid, nohup …) are commands/wrappers.ts's
import type { ShellWord } from './exec-site.js';
import type { ExecSite, ProgramReader } from './exec-site.js';
import { readOptions } from './option-reader.js';
import { fragment } from '../../vocabulary/messages/say.js';
import { finding, joined, program, shell, textWord } from './sites.js';
import { own } from '../../vocabulary/own.js';

/** The commands of crontab lines: five time fields or an `@` nickname first. */
export function cronLines(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (
      !line ||
      line.startsWith('#') ||
      /^[A-Za-z_][A-Za-z0-9_]*\s*=/.test(line)
    )
      continue;
    const m = /^(?:@\w+|(?:\S+\s+){4}\S+)\s+(.*)$/.exec(line);
    out.push(m ? (m[1] as string) : line);
  }
  return out;
}

function atSites(tool: string, args: readonly ShellWord[]): ExecSite[] {
  const { options } = readOptions(args, {
    short: 'qfmMtTbF',
    abbreviations: false,
  });
  if (options.some((o) => ['l', 'r', 'd', 'c', 'V'].includes(o.name)))
    return [];
  const file = options.find((o) => o.name === 'f');
  const later = finding(tool, 'soft-deny', fragment('prog.at'));
  if (file?.value)
    return [
      later,
      finding(
        `${tool} -f`,
        'soft-deny',
        fragment('prog.at-file'),
        file.value.value,
      ),
    ];
  return [later, { kind: 'stdin', what: tool, lines: (text) => [text] }];
}

function crontabSites(args: readonly ShellWord[]): ExecSite[] {
  const { options, operands } = readOptions(args, {
    short: 'uT',
    abbreviations: false,
  });
  if (options.some((o) => ['l', 'r', 'e', 'i', 'T'].includes(o.name)))
    return [];
  const file =
    operands[0] === undefined ? '-' : (args[operands[0]]?.value ?? '-');
  const install = finding('crontab', 'soft-deny', fragment('prog.crontab'));
  if (file !== '-')
    return [
      install,
      finding('crontab FILE', 'soft-deny', fragment('prog.crontab-file'), file),
    ];
  return [install, { kind: 'stdin', what: 'crontab -', lines: cronLines }];
}

/** tmux commands whose trailing words are a shell command, and their valued flags. */
const TMUX_COMMANDS: Readonly<Record<string, string>> = {
  'new-session': 'cefFnstxyX',
  new: 'cefFnstxyX',
  'new-window': 'cetFnS',
  neww: 'cetFnS',
  'split-window': 'cetFlp',
  splitw: 'cetFlp',
  'respawn-pane': 'cet',
  'respawn-window': 'cet',
  'run-shell': 'cdt',
  run: 'cdt',
  'display-popup': 'cdehstwxyTbBS',
  popup: 'cdehstwxyTbBS',
  'pipe-pane': 't',
};
const TMUX_KEYS =
  /^(Enter|C-m|C-j|KPEnter|Escape|Space|Tab|BSpace|C-[a-z]|M-[a-z]|Up|Down|Left|Right)$/;

function tmuxSites(args: readonly ShellWord[]): ExecSite[] {
  const sites: ExecSite[] = [];
  // Commands are separated by a `;` word.
  let i = 0;
  const top = readOptions(args, {
    short: 'cfLSlT',
    abbreviations: false,
    posixStop: true,
  });
  const c = top.options.find((o) => o.name === 'c');
  if (c?.value) sites.push(shell('tmux -c', c.value));
  i = top.operands[0] ?? args.length;
  while (i < args.length) {
    let end = args.findIndex(
      (w, k) => k >= i && (w.value === ';' || w.value === '\\;'),
    );
    if (end < 0) end = args.length;
    const [name, ...rest] = args.slice(i, end);
    const command = name?.value ?? '';
    const valued = own(TMUX_COMMANDS, command);
    if (valued !== undefined) {
      const { operands } = readOptions(rest, {
        short: valued,
        abbreviations: false,
        posixStop: true,
      });
      const words = operands.map((k) => rest[k] as ShellWord);
      if (words.length > 0) sites.push(shell(`tmux ${command}`, joined(words)));
    } else if (command === 'if-shell' || command === 'if') {
      const { operands } = readOptions(rest, {
        short: 't',
        abbreviations: false,
      });
      const first = operands[0];
      if (first !== undefined)
        sites.push(shell('tmux if-shell', rest[first] as ShellWord));
    } else if (command === 'send-keys' || command === 'send') {
      const { options, operands } = readOptions(rest, {
        short: 'tNc',
        abbreviations: false,
      });
      if (!options.some((o) => o.name === 'X' || o.name === 'H')) {
        const typed = operands
          .map((k) => rest[k] as ShellWord)
          .filter((w) => !TMUX_KEYS.test(w.value));
        if (typed.length > 0)
          sites.push(shell('tmux send-keys', joined(typed)));
      }
    }
    i = end + 1;
  }
  return sites;
}

function screenSites(args: readonly ShellWord[]): ExecSite[] {
  const sites: ExecSite[] = [];
  const x = args.findIndex((w) => w.value === '-X');
  if (x >= 0) {
    if (args[x + 1]?.value === 'stuff' && args[x + 2])
      sites.push(
        shell(
          'screen -X stuff',
          textWord(
            (args[x + 2] as ShellWord).value.replace(/\\n|\\r|\^M/g, '\n'),
            args[x + 2],
          ),
        ),
      );
    else if (args[x + 1]?.value === 'exec' && args.length > x + 2)
      sites.push(program('screen -X exec', args.slice(x + 2)));
    return sites;
  }
  const { operands } = readOptions(args, {
    short: 'cehpSTtsLlX',
    abbreviations: false,
    posixStop: true,
  });
  if (args.some((w) => /^-(ls|list|r|R|x|wipe|v|version)$/.test(w.value)))
    return [];
  const first = operands[0];
  if (first !== undefined) sites.push(program('screen', args.slice(first)));
  return sites;
}

function optionShell(
  tool: string,
  args: readonly ShellWord[],
  names: readonly string[],
  short = '',
): ExecSite[] {
  return readOptions(args, {
    long: names,
    valued: names,
    short,
    abbreviations: false,
  })
    .options.filter(
      (o) => (names.includes(o.name) || short.includes(o.name)) && o.value,
    )
    .map((o) => shell(`${tool} --${o.name}`, o.value as ShellWord));
}

function sgSites(args: readonly ShellWord[]): ExecSite[] {
  const c = args.findIndex((w) => w.value === '-c');
  if (c >= 0 && args[c + 1]) return [shell('sg -c', args[c + 1] as ShellWord)];
  // `sg GROUP 'command'`.
  const rest = args.filter((w) => !w.value.startsWith('-'));
  return rest[1] ? [shell('sg', rest[1])] : [];
}

function capshSites(args: readonly ShellWord[]): ExecSite[] {
  const dd = args.findIndex((w) => w.value === '--');
  if (dd < 0) return [];
  const rest = args.slice(dd + 1);
  const c = rest.findIndex((w) => w.value === '-c');
  if (c >= 0 && rest[c + 1])
    return [shell('capsh -- -c', rest[c + 1] as ShellWord)];
  return rest.length > 0
    ? [program('capsh --', [textWord('bash'), ...rest])]
    : [];
}

export const schedulersFamily = {
  readers: {
    at: (argv) => atSites('at', argv.slice(1)),
    batch: (argv) => atSites('batch', argv.slice(1)),
    crontab: (argv) => crontabSites(argv.slice(1)),
    tmux: (argv) => tmuxSites(argv.slice(1)),
    screen: (argv) => screenSites(argv.slice(1)),
    'nix-shell': (argv) =>
      optionShell('nix-shell', argv.slice(1), ['run', 'command']),
    'nix-build': () => [],
    sg: (argv) => sgSites(argv.slice(1)),
    capsh: (argv) => capshSites(argv.slice(1)),
    runuser: (argv) => optionShell('runuser', argv.slice(1), ['command'], 'c'),
    'systemd-run': (argv) =>
      argv.some((w) =>
        /^--on-(calendar|active|boot|startup|unit-active|unit-inactive)/.test(
          w.value,
        ),
      )
        ? [
            finding(
              'systemd-run --on-calendar',
              'soft-deny',
              fragment('prog.systemd-timer'),
            ),
          ]
        : [],
  } satisfies Record<string, ProgramReader>,
};
