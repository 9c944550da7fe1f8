// scriptFileRefs, scriptFileSites, tarListWords — program files that hold code
// the program runs: `sed -f`, `awk -f`, `ssh -F` (ProxyCommand, LocalCommand,
// KnownHostsCommand, Match exec), `gdb -x`/`--command` (gdb commands, Python),
// `vim -S`/`-u`, `emacs -l`, `bash --rcfile`/`--init-file`, `at -f`, `crontab
// FILE`, `git -c include.path=FILE`, `tar -T`/`--files-from` (names and
// options); what the text says to run
// Pos: policies/security/programs, pure: the extraction hands in the text its
// caller read (the same bounded reader as `bash x.sh`), never reads a file;
// make's -f files are build.ts's and indirect-scripts.ts's
import type { ExecSite, ShellWord } from './exec-site.js';
import { readOptions } from './option-reader.js';
import { SED, TAR, sedScriptSites, tarWords } from './archive.js';
import { GDB, emacsSites, exCommandSites, gdbCommandSites } from './editors.js';
import { GLOBAL, gitConfigSites } from './git.js';
import { cronLines } from './schedulers.js';
import { fragment } from '../../vocabulary/messages/say.js';
import { finding, shell, textWord } from './sites.js';

export type ScriptFileLanguage =
  | 'sed'
  | 'awk'
  | 'ssh-config'
  | 'gdb'
  | 'python'
  | 'vim'
  | 'emacs-lisp'
  | 'shell'
  | 'cron'
  | 'git-config'
  | 'tar-list';

export interface ScriptFileRef {
  word: ShellWord;
  language: ScriptFileLanguage;
  /**
   * The program table's finding this reading stands in for (`gdb -x`: "runs a
   * file of gdb commands"): without a reader the finding asks; with one, the
   * text is judged instead, and a file the reader cannot read asks.
   */
  replaces?: string;
}

const ref = (
  word: ShellWord,
  language: ScriptFileLanguage,
  replaces?: string,
): ScriptFileRef => ({
  word,
  language,
  ...(replaces === undefined ? {} : { replaces }),
});

const VIM = new Set(['vim', 'vi', 'nvim', 'ex', 'view', 'vimdiff', 'gvim']);
const SHELLS = new Set(['bash', 'sh', 'dash', 'zsh', 'ksh', 'mksh']);

const AWK = new Set(['awk', 'gawk', 'mawk', 'nawk', 'busybox-awk']);
/** ssh's options that take a value (OpenSSH 9), for reading `-vF cfg`. */
const SSH_VALUED = 'BbcDEeFIiJLlmOoPpQRSWw';

/** The `-f`/`-F` style files in `argv` whose text decides what runs. */
export function scriptFileRefs(
  name: string,
  argv: readonly ShellWord[],
): ScriptFileRef[] {
  const args = argv.slice(1);
  if (name === 'sed') {
    const { options } = readOptions(args, SED);
    return options
      .filter((o) => (o.name === 'f' || o.name === 'file') && o.value)
      .map((o) => ({ word: o.value as ShellWord, language: 'sed' as const }));
  }
  if (AWK.has(name)) return awkFiles(args);
  if (name === 'ssh' || name === 'scp' || name === 'sftp')
    return sshConfigs(args);
  if (name === 'gdb') return gdbFiles(args);
  if (VIM.has(name)) return vimFiles(name, args);
  if (name === 'emacs') return emacsFiles(args);
  if (SHELLS.has(name)) return rcFiles(args);
  if (name === 'at' || name === 'batch') return atFiles(name, args);
  if (name === 'crontab') return crontabFiles(args);
  if (name === 'git') return gitIncludes(args);
  if (name === 'tar' || name === 'bsdtar' || name === 'gtar')
    return tarLists(args);
  return [];
}

/** `gdb -x F`, `-ix F`, `--command=F`, `-init-command F`; `.py` is Python. */
function gdbFiles(args: readonly ShellWord[]): ScriptFileRef[] {
  return readOptions(args, GDB)
    .options.filter(
      (o) => ['command', 'init-command', 'x', 'ix'].includes(o.name) && o.value,
    )
    .map((o) =>
      ref(
        o.value as ShellWord,
        /\.py$/.test(o.value?.value ?? '') ? 'python' : 'gdb',
        `gdb -${o.name}`,
      ),
    );
}

/** `vim -S F` / `-u F` (NONE, NORC, DEFAULTS name no file). */
function vimFiles(tool: string, args: readonly ShellWord[]): ScriptFileRef[] {
  const refs: ScriptFileRef[] = [];
  for (let i = 0; i < args.length; i++) {
    const w = args[i] as ShellWord;
    if (w.value === '--') break;
    const next = args[i + 1];
    if ((w.value === '-c' || w.value === '--cmd') && next) i++;
    else if ((w.value === '-S' || w.value === '-u') && next) {
      if (!/^(NONE|NORC|DEFAULTS)$/.test(next.value))
        refs.push(ref(next, 'vim', `${tool} ${w.value}`));
      i++;
    }
  }
  return refs;
}

function emacsFiles(args: readonly ShellWord[]): ScriptFileRef[] {
  const refs: ScriptFileRef[] = [];
  for (let i = 0; i < args.length; i++) {
    const w = args[i]?.value ?? '';
    if (/^--?eval$/.test(w)) i++;
    else if (/^(-l|--load)$/.test(w) && args[i + 1])
      refs.push(ref(args[++i] as ShellWord, 'emacs-lisp', 'emacs --load'));
  }
  return refs;
}

/**
 * `bash --rcfile F` / `--init-file F`: an interactive bash sources F first;
 * read as a script whether or not this one is interactive.
 */
function rcFiles(args: readonly ShellWord[]): ScriptFileRef[] {
  const refs: ScriptFileRef[] = [];
  for (let i = 0; i < args.length; i++) {
    const w = args[i]?.value ?? '';
    if (!w.startsWith('-') || w === '--' || w === '-') break;
    if ((w === '--rcfile' || w === '--init-file') && args[i + 1])
      refs.push(ref(args[++i] as ShellWord, 'shell'));
    else if (/^[-+][oO]$/.test(w)) i++;
    else if (/^-[A-Za-z]*c/.test(w)) break;
  }
  return refs;
}

function atFiles(tool: string, args: readonly ShellWord[]): ScriptFileRef[] {
  const { options } = readOptions(args, {
    short: 'qfmMtTbF',
    abbreviations: false,
  });
  if (options.some((o) => ['l', 'r', 'd', 'c', 'V'].includes(o.name)))
    return [];
  const file = options.find((o) => o.name === 'f')?.value;
  return file ? [ref(file, 'shell', `${tool} -f`)] : [];
}

function crontabFiles(args: readonly ShellWord[]): ScriptFileRef[] {
  const { options, operands } = readOptions(args, {
    short: 'uT',
    abbreviations: false,
  });
  if (options.some((o) => ['l', 'r', 'e', 'i', 'T'].includes(o.name)))
    return [];
  const file = operands[0] === undefined ? undefined : args[operands[0]];
  return file && file.value !== '-' ? [ref(file, 'cron', 'crontab FILE')] : [];
}

/** `git -c include.path=F` and `-c includeIf.<cond>.path=F` before the subcommand. */
function gitIncludes(args: readonly ShellWord[]): ScriptFileRef[] {
  const refs: ScriptFileRef[] = [];
  for (const o of readOptions(args, GLOBAL).options) {
    if (o.name !== 'c' || !o.value) continue;
    const eq = o.value.value.indexOf('=');
    const key = eq < 0 ? '' : o.value.value.slice(0, eq);
    if (!/^(?:include\.path|includeif\..+\.path)$/i.test(key)) continue;
    refs.push(
      ref(
        textWord(o.value.value.slice(eq + 1), o.value),
        'git-config',
        `git -c ${key}`,
      ),
    );
  }
  return refs;
}

/** `tar -T LIST` / `--files-from=LIST` (`-` is stdin, not a file). */
function tarLists(args: readonly ShellWord[]): ScriptFileRef[] {
  return readOptions(tarWords(args), TAR)
    .options.filter(
      (o) =>
        (o.name === 'T' || o.name === 'files-from') &&
        o.value &&
        o.value.value !== '-',
    )
    .map((o) => ref(o.value as ShellWord, 'tar-list'));
}

/**
 * The lines of a `tar -T` list: GNU tar takes a line that starts with `-` as
 * an option (`--checkpoint-action=exec=…`, `-C DIR`, another `-T`), every
 * other line as a name to archive.
 */
export function tarListWords(text: ShellWord): {
  options: ShellWord[];
  names: ShellWord[];
} {
  const options: ShellWord[] = [];
  const names: ShellWord[] = [];
  for (const raw of text.value.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    (line.startsWith('-') ? options : names).push(textWord(line, text));
  }
  return { options, names };
}

function awkFiles(args: readonly ShellWord[]): ScriptFileRef[] {
  const refs: ScriptFileRef[] = [];
  for (let i = 0; i < args.length; i++) {
    const w = args[i] as ShellWord;
    if (w.value === '--' || !w.value.startsWith('-')) break;
    const next = args[i + 1];
    if ((w.value === '-f' || w.value === '--file') && next) {
      refs.push({ word: next, language: 'awk' });
      i++;
    } else if (w.value.startsWith('--file='))
      refs.push({ word: textWord(w.value.slice(7), w), language: 'awk' });
    else if (/^-f./.test(w.value))
      refs.push({ word: textWord(w.value.slice(2), w), language: 'awk' });
    else if (/^-[Fv]$/.test(w.value) || w.value === '--assign') i++;
  }
  return refs;
}

function sshConfigs(args: readonly ShellWord[]): ScriptFileRef[] {
  const refs: ScriptFileRef[] = [];
  for (let i = 0; i < args.length; i++) {
    const w = args[i] as ShellWord;
    if (w.value === '--' || !/^-./.test(w.value)) break;
    for (let k = 1; k < w.value.length; k++) {
      const letter = w.value[k] as string;
      if (!SSH_VALUED.includes(letter)) continue;
      const attached = w.value.slice(k + 1);
      const value = attached ? textWord(attached, w) : args[++i];
      if (letter === 'F' && value)
        refs.push({ word: value, language: 'ssh-config' });
      break;
    }
  }
  return refs;
}

/** ssh_config keywords whose value is a local shell command. */
const SSH_COMMANDS =
  /^\s*(proxycommand|localcommand|knownhostscommand)\s*(?:=\s*|\s+)(.+?)\s*$/i;
const SSH_MATCH_EXEC = /\bexec\s+(?:"((?:[^"\\]|\\.)*)"|(\S+))/gi;

/** What the text of a script file of `language` runs. */
export function scriptFileSites(
  language: Exclude<ScriptFileLanguage, 'awk' | 'python' | 'tar-list'>,
  text: ShellWord,
  file: string,
): ExecSite[] {
  if (language === 'gdb') return gdbFileSites(text);
  if (language === 'vim')
    return text.value
      .split('\n')
      .filter((line) => !/^\s*"/.test(line) && line.trim() !== '')
      .flatMap((line) =>
        exCommandSites(textWord(line, text), `vim -S ${file}`),
      );
  if (language === 'emacs-lisp')
    return emacsSites([textWord('--eval', text), text]);
  if (language === 'shell') return [shell(file, text)];
  if (language === 'cron')
    return cronLines(text.value).map((line) =>
      shell(`crontab ${file}`, textWord(line, text)),
    );
  if (language === 'git-config') return gitConfigFileSites(text, file);
  if (language === 'sed') {
    const sites = sedScriptSites(text);
    // `w FILE` lines inside the file write wherever they say: asked about, as
    // the path rules only see the command line.
    for (const line of text.value.split(/[;\n]/)) {
      const m =
        /^\s*(?:[\d$]+|\/(?:[^/\\]|\\.)*\/)?(?:,\S+)?\s*!?\s*(?:[wW]\s+|s(.).*\1.*\1[gpIiMme0-9]*w\s*)(.+)$/.exec(
          line,
        );
      const target = m?.[2]?.trim();
      if (target && !/^\/dev\/(?:stdout|stderr)$/.test(target))
        sites.push(
          finding(
            `sed -f ${file}`,
            'soft-deny',
            fragment('prog.sed-script-writes', { target }),
            target,
          ),
        );
    }
    return sites;
  }
  const sites: ExecSite[] = [];
  for (const line of text.value.split('\n')) {
    if (/^\s*#/.test(line)) continue;
    const command = SSH_COMMANDS.exec(line);
    if (command?.[2] && !/^none$/i.test(command[2]))
      sites.push(
        shell(`ssh -F ${file} ${command[1] ?? ''}`, textWord(command[2], text)),
      );
    if (/^\s*match\b/i.test(line))
      for (const m of line.matchAll(SSH_MATCH_EXEC)) {
        const run = (m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1');
        if (run)
          sites.push(shell(`ssh -F ${file} Match exec`, textWord(run, text)));
      }
    if (/^\s*include\b/i.test(line))
      sites.push(
        finding(
          `ssh -F ${file} Include`,
          'soft-deny',
          fragment('prog.ssh-include'),
          line.trim(),
        ),
      );
  }
  return sites;
}

/** gdb commands, one a line; a `python` … `end` block is one Python command. */
function gdbFileSites(text: ShellWord): ExecSite[] {
  const sites: ExecSite[] = [];
  const lines = text.value.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (!line || line.startsWith('#')) continue;
    if (/^(?:python|py|python-interactive|pi)$/.test(line)) {
      const block: string[] = [];
      while (++i < lines.length && (lines[i] as string).trim() !== 'end')
        block.push(lines[i] as string);
      sites.push(
        ...gdbCommandSites(textWord(`python ${block.join('\n')}`, text)),
      );
    } else sites.push(...gdbCommandSites(textWord(line, text)));
  }
  return sites;
}

/**
 * A git config file (`[section "sub"]`, `key = value`) read as `-c
 * section.sub.key=value` for each entry: what it makes git run or weaken.
 */
function gitConfigFileSites(text: ShellWord, file: string): ExecSite[] {
  const sites: ExecSite[] = [];
  let section = '';
  for (const raw of text.value.split('\n')) {
    const line = raw.replace(/^\s+/, '');
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const head = /^\[\s*([\w.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\](.*)$/.exec(
      line,
    );
    if (head) {
      section =
        head[2] === undefined ? (head[1] ?? '') : `${head[1]}.${head[2]}`;
      const rest = (head[3] ?? '').trim();
      if (!rest) continue;
      sites.push(...gitEntry(section, rest, text, file));
      continue;
    }
    sites.push(...gitEntry(section, line, text, file));
  }
  return sites;
}

function gitEntry(
  section: string,
  line: string,
  text: ShellWord,
  file: string,
): ExecSite[] {
  const m = /^([\w-]+)\s*(?:=\s*(.*))?$/.exec(line.trim());
  if (!m || !section) return [];
  let value = (m[2] ?? 'true').replace(/\s+[#;].*$/, '').trim();
  if (/^".*"$/.test(value)) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
  return gitConfigSites(
    `${section}.${m[1]}`,
    textWord(value, text),
    `git -c include.path=${file}:`,
    false,
  );
}
