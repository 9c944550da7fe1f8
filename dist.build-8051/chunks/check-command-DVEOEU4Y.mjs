import{a as j,b as C}from"./chunk-ILEKZV6O.mjs";import{a as O}from"./chunk-TNUJR3CO.mjs";import{a as m}from"./chunk-PGEZKXPX.mjs";import{a as $}from"./chunk-5POK35FS.mjs";import{a as b}from"./chunk-3VFUI4IC.mjs";import{a as w,b as x}from"./chunk-VVDB5EFG.mjs";import"./chunk-X77GPEWL.mjs";import"./chunk-PVGTXYHR.mjs";import{d as k,e as v}from"./chunk-2DAU7QPQ.mjs";import"./chunk-VMJUUNJA.mjs";import{a as g}from"./chunk-P2Q4ATF6.mjs";import{b as y}from"./chunk-NZE47CUY.mjs";import"./chunk-SDFF6Z3C.mjs";import{e as f}from"./chunk-YGRFSAYX.mjs";import"./chunk-2SFII363.mjs";import"./chunk-7JFTTQBA.mjs";import"./chunk-4XWZ3HO7.mjs";import"./chunk-JPHVX5B4.mjs";import"./chunk-DRPCRRDQ.mjs";import"./chunk-INECMXOY.mjs";import"./chunk-ZIJX4E7K.mjs";import"./chunk-E6TBG7AB.mjs";import"./chunk-CJMWVEE4.mjs";import"./chunk-AS3CHAKR.mjs";import{parseArgs as E}from"node:util";var S={allow:m.ok,ask:m.finding,deny:m.refused},I=`Usage: wukong check command "<cmd>" [--scripts] [--cwd DIR] [--json]
       wukong check path <path> [--write] [--cwd DIR] [--json]

Asks the security gate about one Bash command or one file access, as the Claude Code hook would before the tool runs.
The command is parsed with tree-sitter-bash: wrappers (sudo, env, xargs, find -exec \u2026), bash -c strings, heredocs, pipes
into shells and inline interpreter code are followed to what would actually run.

  --scripts   check command: also read the script files the command runs (bash x.sh, ./x.sh, source x.sh, python x.py)
              and judge what they run; the Claude Code hook does this for scripts changed during the session

  --cwd DIR   where the command runs or the path is relative to (default: the current directory); the workspace is the
              git root of DIR, or DIR itself outside a repository
  --write     check path: the tool writes the file (default: reads it)
  --json      print {decision, findings: [{policy, severity, message, nextAction}], commands: [...]}

Exit codes: 0 allow, 1 ask (a soft-deny: the user may authorize it), 3 deny (a hard-deny: nothing lifts it),
2 bad usage, 70 internal error. With --json an error is {"error": {"code", "message"}} on stdout.
`,i=t=>new g(`${t}

${I}`),D=t=>({argv:t.argv.map(n=>n.value),text:t.text,via:t.via,wrappers:t.wrappers,depth:t.depth,...t.privilege?{privilege:t.privilege}:{},...t.remote?{remote:t.remote}:{}}),P={allow:"green",ask:"yellow",deny:"red"};function R(t,n,r){let p={"hard-deny":"\u2717","soft-deny":"?","evidence-required":"!",warning:"\xB7"},e=[`${C(r,P[n.decision],n.decision.toUpperCase())}  ${t}`];for(let o of n.findings)e.push(`  ${p[o.severity]} ${o.severity} ${o.policy}: ${o.message}`,`      next (${o.nextAction.kind}): ${o.nextAction.detail}`);if(n.commands.length>0){e.push("  would run:");for(let o of n.commands)e.push(`    ${"  ".repeat(o.depth)}${o.argv.map(a=>/^[\w./=:@%+,-]+$/.test(a)?a:JSON.stringify(a)).join(" ")}${o.via.length?`   (${o.via.join(" \u203A ")})`:""}`)}return`${e.join(`
`)}
`}var F={cwd:{type:"string"},write:{type:"boolean"},scripts:{type:"boolean"},json:{type:"boolean"},help:{type:"boolean",short:"h"}};function N(t){try{return E({args:t,allowPositionals:!0,options:F})}catch(n){throw i(n.message)}}async function K(t,n){let{values:r,positionals:p}=N(t);if(r.help)return n.out(I),0;let[e,o,...a]=p;if(e!=="command"&&e!=="path")throw i(e===void 0?"check needs what to check: `command` or `path`":`unknown check ${JSON.stringify(e)}; allowed: command, path`);if(o===void 0||o==="")throw i(`check ${e} needs the ${e} to check${e==="command"?", quoted as one argument":""}`);if(a.length>0)throw i(`check ${e} takes one ${e}; got ${a.length+1} arguments${e==="command"?" (quote the whole command)":""}`);if(r.write&&e==="command")throw i("--write applies to `check path` only");if(r.scripts&&e==="path")throw i("--scripts applies to `check command` only");let d=O(n.cwd,r.cwd);if(d===null)throw i(`--cwd ${r.cwd??n.cwd}: no such directory`);let s=e==="command"?await k(o,{cwd:d},{},r.scripts?{changedSince:new Date(0)}:{}):v(o,r.write?"write":"read",{cwd:d}),l=s.facts?.shell?$(s.facts.shell,d):void 0;l&&(s={...s,facts:{...s.facts,deferred:l}});let A=new x([...f(),w]),u=b(e==="path"&&r.write?"pre-write":"pre-tool",s,{registry:A}),h={decision:y([u]).verb,findings:u.findings.map(c=>({policy:c.policy,severity:c.severity,message:c.message,nextAction:c.nextAction,...c.subject===void 0?{}:{subject:c.subject}})),commands:(s.facts?.shell?.commands??[]).map(D)};return n.out(r.json?`${JSON.stringify(h,null,2)}
`:R(o,h,j(n))),S[h.decision]}export{K as checkCommand,I as checkHelp};
//# sourceMappingURL=check-command-DVEOEU4Y.mjs.map
