// scriptFileRefs, scriptFileSites — program files that hold code the program
// runs: `sed -f FILE`, `awk -f FILE`, `ssh -F CONFIG` (ProxyCommand,
// LocalCommand, KnownHostsCommand, Match exec); what the text says to run
// Pos: policies/security/programs, pure: the extraction hands in the text its
// caller read (the same bounded reader as `bash x.sh`), never reads a file;
// make's -f files are build.ts's and indirect-scripts.ts's
import type { ExecSite, ShellWord } from './exec-site.js';
import { readOptions } from './option-reader.js';
import { SED, sedScriptSites } from './archive.js';
import { finding, shell, textWord } from './sites.js';

export type ScriptFileLanguage = 'sed' | 'awk' | 'ssh-config';

export interface ScriptFileRef {
  word: ShellWord;
  language: ScriptFileLanguage;
}

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
  return [];
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
  language: Exclude<ScriptFileLanguage, 'awk'>,
  text: ShellWord,
  file: string,
): ExecSite[] {
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
            `the script writes ${target}, which the command line does not show`,
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
          'the config includes other files, whose commands are not seen',
          line.trim(),
        ),
      );
  }
  return sites;
}
