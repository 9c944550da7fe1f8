import{a as S,c as E}from"./chunk-VMJUUNJA.mjs";import{a as f}from"./chunk-P2Q4ATF6.mjs";import{g as b,h as v}from"./chunk-YGRFSAYX.mjs";import{h as m,j as g,l as $}from"./chunk-2SFII363.mjs";import"./chunk-7JFTTQBA.mjs";import"./chunk-4XWZ3HO7.mjs";import"./chunk-JPHVX5B4.mjs";import"./chunk-DRPCRRDQ.mjs";import"./chunk-INECMXOY.mjs";import"./chunk-ZIJX4E7K.mjs";import"./chunk-E6TBG7AB.mjs";import{f as k}from"./chunk-CJMWVEE4.mjs";import"./chunk-AS3CHAKR.mjs";import{readFileSync as N,statSync as L}from"node:fs";import{resolve as T,sep as H}from"node:path";import{parseArgs as M}from"node:util";import{lstatSync as x,readdirSync as I,readFileSync as C,statSync as j}from"node:fs";import{join as O,relative as w,resolve as F,sep as y}from"node:path";var P=new Set(["node_modules",".venv","venv","__pycache__","target","dist","build","vendor"]),p=5e4;function A(e){let s=[],t=0,c=(n,i)=>{let o;try{o=I(n)}catch{return!0}for(let l of o){if((t+=1)>p)return!1;let r=O(n,l),a;try{a=x(r)}catch{continue}if(a.isSymbolicLink()){m(w(e,r).split(y).join("/"))&&s.push(r);continue}if(a.isDirectory()){if(P.has(l)||i&&l!=="hooks")continue;if(!c(r,i||l===".git"))return!1}else m(w(e,r).split(y).join("/"))&&s.push(r)}return!0},d=c(e,!1);return{files:s.sort(),cut:!d}}async function _(e){await S();let{files:s,cut:t}=A(e),c=[],d={cwd:e,workspace:e,home:process.env.HOME??"/nonexistent"};for(let n of s){let i;try{j(n).size>g*4?i="x".repeat(g+1):i=C(n,"utf8")}catch{continue}let o=w(e,n).split(y).join("/"),l=$(o,null,i),r={};for(let a of l)a.command!==void 0&&!(a.command in r)&&(r[a.command]=E(a.command));for(let a of l){let u=v([a],r,d);u.length!==0&&c.push(R(a,u.some(h=>h.severity==="hard-deny")?"deny":"ask",u.map(h=>h.message)))}}return{rows:c,cut:t}}function R(e,s,t){return{path:e.path,surface:e.surface.id,key:e.runnable?.key??e.signal?.kind??e.change,kind:e.runnable?.kind??(e.signal?"instructions":"unreadable"),runs:b(e),when:e.runnable&&!e.runnable.auto?"when someone runs it":e.surface.when,who:e.surface.who,verdict:s,reasons:t}}async function D(e,s,t){if(e.length!==1)throw new f(`--deferred takes one folder (a repository); got ${e.length===0?"none":e.length}`);let c=F(t.cwd,e[0]),d;try{d=j(c).isDirectory()}catch{throw new f(`cannot read ${e[0]}: no such folder`)}if(!d)throw new f(`${e[0]} is not a folder; allowed: the folder of a repository`);let{rows:n,cut:i}=await _(c);if(s)t.out(`${JSON.stringify({root:c,rows:n,...i?{cut:`stopped after ${p} entries`}:{}},null,2)}
`);else if(n.length===0)t.out(`nothing in ${e[0]} would run by itself${i?` (stopped after ${p} entries)`:""}
`);else{let o="";for(let r of n)if(r.surface!==o&&(o=r.surface,t.out(`
${o} \u2014 ${r.when}, by ${r.who}
`)),t.out(`  ${r.verdict==="deny"?"DENY":"ask "}  ${r.runs}
`),r.verdict==="deny")for(let a of r.reasons.filter(u=>u.includes("planted there")||u.includes("names Wukong")))t.out(`        ${a.slice(a.indexOf("planted there")>=0?a.indexOf("planted there"):0)}
`);let l=n.filter(r=>r.verdict==="deny").length;t.out(`
${n.length} thing${n.length===1?"":"s"} would run or steer future sessions if you trusted ${e[0]}; ${l} the command rules deny${i?` (stopped after ${p} entries)`:""}
`)}return n.length===0?0:1}var U=`Usage: wukong scan [FILE... | -] [--json]
       wukong scan --deferred PATH [--json]

Scans files (or stdin, with - or no FILE) for secrets: gitleaks' rules (tokens of ~200 services, private keys,
high-entropy credentials) and seed 000's markers (API_KEY=, token=, secret=, password=, passwd=, private key blocks).
Secrets are never printed: each shows at most its first 4 characters and its length.

  --json   print {findings: [{rule, severity, file?, line, column, match}]}

With --deferred, PATH is a repository (one just cloned): every file that makes code run later \u2014 git hooks, husky,
lefthook, pre-commit, VS Code tasks and settings, dev containers, .envrc, package.json lifecycle scripts, build
files, CI workflows, .mcp.json, Claude Code settings and commands, CLAUDE.md and other instruction files \u2014 with
what it would run, when, and for whom if you trusted it; DENY marks what Wukong's command rules deny.
  --json   print {root, rows: [{path, surface, key, kind, runs, when, who, verdict, reasons}]}
  Exit codes: 0 nothing would run by itself, 1 something would, 2 bad input.

Exit codes: 0 nothing found, 1 secrets found, 2 bad input (a missing or unreadable file).
`;function z(e,s){if(e.length===0||e.length===1&&e[0]==="-")return[{text:s.readStdin()}];if(e.includes("-"))throw new f("- (stdin) cannot be mixed with files; allowed: FILE... or - alone");return e.map(t=>{let c=T(s.cwd,t),d;try{d=L(c).isDirectory()}catch(n){throw new f(`cannot read ${t}: ${n.code==="ENOENT"?"no such file":n.message}`)}if(d)throw new f(`${t} is a directory; allowed: files, or - for stdin`);try{return{file:t,text:N(c,"utf8")}}catch(n){throw new f(`cannot read ${t}: ${n.message}`)}})}function se(e,s){let{values:t,positionals:c}=M({args:e,allowPositionals:!0,options:{json:{type:"boolean"},deferred:{type:"boolean"},help:{type:"boolean",short:"h"}}});if(t.help)return s.out(U),0;if(t.deferred)return D(c,t.json===!0,s);let d=z(c,s),n=d.flatMap(({file:i,text:o})=>k(o,i===void 0?{}:{path:i.split(H).join("/")}).map(({rule:l,severity:r,line:a,column:u,match:h})=>({rule:l,severity:r,...i===void 0?{}:{file:i},line:a,column:u,match:h})));if(t.json)s.out(`${JSON.stringify({findings:n},null,2)}
`);else if(n.length===0)s.out(`no secrets found in ${d.length===1?d[0]?.file??"stdin":`${d.length} files`}
`);else{for(let o of n)s.out(`${o.file??"<stdin>"}:${o.line}:${o.column}  ${o.severity.padEnd(9)}  ${o.rule}  ${o.match}
`);let i=new Set(n.map(o=>o.file??"<stdin>")).size;s.out(`${n.length} secret${n.length===1?"":"s"} found in ${i} input${i===1?"":"s"}
`)}return n.length===0?0:1}export{se as scanCommand,U as scanHelp};
//# sourceMappingURL=scan-command-AX2CYDJU.mjs.map
