import{a as v}from"./chunk-SCBVMRVV.mjs";import{a as p}from"./chunk-TOUECDL5.mjs";import"./chunk-N27ZOGHT.mjs";import"./chunk-4RSQR4LH.mjs";import{a as u,b as J}from"./chunk-P2Q4ATF6.mjs";import{l as d}from"./chunk-2OESQ4WQ.mjs";import"./chunk-3MMZTTQP.mjs";import"./chunk-CARNOY6C.mjs";import{V as j}from"./chunk-CDU36CLH.mjs";import{a as m,b as l}from"./chunk-FNIYZNWR.mjs";import"./chunk-SJCWYDG2.mjs";import"./chunk-AS3CHAKR.mjs";import{mkdtempSync as K,readFileSync as U,rmSync as k,writeFileSync as Y}from"node:fs";import{tmpdir as L}from"node:os";import{basename as V,join as g}from"node:path";import{parseArgs as W}from"node:util";var S=e=>e?._zod?.def;function y(e){let n=S(e);for(;n?.innerType;)n=S(n.innerType);return n}function h(e=d,n=""){let t=y(e);return t?.type!=="object"||!t.shape?n?[n]:[]:Object.entries(t.shape).flatMap(([s,r])=>h(r,n?`${n}.${s}`:s))}function w(e){let n=e.split(".");if(e.trim()===""||n.some(r=>r===""))throw new u(`config key ${JSON.stringify(e)} is not a dotted path (e.g. hooks.stopBlockLimit)`);let t=d,s=[];for(let r of n){let o=y(t),a=s.length?`\`${s.join(".")}\``:"the top level";if(o?.type==="object"&&o.shape){if(!(r in o.shape))throw new u(`config key ${e}: ${a} has no \`${r}\`; allowed: ${Object.keys(o.shape).join(", ")}`);t=o.shape[r]}else if(o?.type==="record"){let f=y(o.keyType),i=f?.type==="enum"&&f.entries?Object.values(f.entries).map(String):void 0;if(i&&!i.includes(r))throw new u(`config key ${e}: ${a} has no \`${r}\`; allowed: ${i.join(", ")}`);t=o.valueType}else if(o?.type==="array"){if(!/^\d+$/.test(r))throw new u(`config key ${e}: ${a} is a list; use an index (${s.join(".")}.0) or set the whole list as JSON`);t=o.element}else throw new u(`config key ${e}: ${a} is a value, it has no \`${r}\``);s.push(r)}return n}function O(e){try{return JSON.parse(e)}catch{return e}}function $(e,n){let t=e;for(let s of n){if(t===null||typeof t!="object")return;t=t[s]}return t}function b(e,n,t){let s=e!==null&&typeof e=="object"&&!Array.isArray(e)?structuredClone(e):{},r=s;return n.forEach((o,a)=>{let f=a===n.length-1,i=r;if(f){i[o]=t;return}let c=i[o];(c===null||typeof c!="object")&&(i[o]=/^\d+$/.test(n[a+1])?[]:{}),r=i[o]}),s}function T(e){if(e===void 0)return{indent:2,finalNewline:!0};let n=/\n([ \t]+)\S/.exec(e);return{indent:n?n[1]:2,finalNewline:e.endsWith(`
`)}}var N=(e,n)=>`${JSON.stringify(e,null,n.indent)}${n.finalNewline?`
`:""}`;function E(){return{...j(d,{io:"input",target:"draft-2020-12",unrepresentable:"any"}),title:"wukong.config.json",description:"Wukong's configuration: every key is optional and defaults to the seeds' values (`wukong config show` prints them)."}}import{spawnSync as F}from"node:child_process";function R(e,n,t){let s=e.trim().split(/\s+/).filter(Boolean),r=s[0];if(r===void 0)return{ok:!1,why:"is empty"};let o=F(r,[...s.slice(1),n],{stdio:"inherit",env:t});return o.error?{ok:!1,why:`failed: ${o.error.message}`}:o.status!==0?{ok:!1,why:`exited with ${o.status??o.signal}`}:{ok:!0}}var D=`Usage: wukong config get KEY [--json]
       wukong config show [--json]
       wukong config keys [--json]
       wukong config schema
       wukong config set KEY VALUE [--yes]
       wukong config edit [--yes]

Reads and changes wukong.config.json (or .wukong/config.json when that is the file in use) of this project.
KEY is a dotted path of the schema (hooks.stopBlockLimit, loop.verify.scripts, throttle.rules.R002_\u2026.muted);
VALUE is JSON (false, 3, ["npm test"], {"x": 1}) or else a string. The whole file is validated before anything is
written and replaced atomically; your other keys, their order and the file's indentation stay.
keys lists every dotted key (--json: {keys}); get --json prints {key, value}. schema prints the file's JSON Schema (draft 2020-12; the package ships it as
dist/wukong.config.schema.json, for \`"$schema"\`). edit opens $VISUAL or $EDITOR (else vi; its words are the program and options, no shell) on a copy and replaces the file only when the copy is valid JSON and a
valid configuration.

set and edit are yours, not the agent's: Wukong's gate denies them to the agent whatever the form, and they refuse
to run when stdin is not a terminal (an agent's Bash has none) unless --yes is given.
Exit codes: 0 done, 1 edit: the editor failed (nothing changed), 2 bad key, value or file, 3 refused: stdin is not
a terminal (give --yes).
`,P={yes:{type:"boolean"},json:{type:"boolean"},help:{type:"boolean",short:"h"}};function A(e){return B(e)??g(e,"wukong.config.json")}function B(e){try{return p(e).source}catch{for(let n of["wukong.config.json",g(".wukong","config.json")])if(l(g(e,n))!==void 0)return g(e,n);return null}}function C(e,n){if(n===void 0||n.trim()==="")return{};let t;try{t=JSON.parse(n)}catch(s){throw new u(`${e} is not valid JSON (${s.message}); fix it with \`wukong config edit\``)}if(t===null||typeof t!="object"||Array.isArray(t))throw new u(`${e} must hold a JSON object`);return t}function I(e,n){let t=d.safeParse(e);if(!t.success)throw new u(J(t.error,n,d))}function x(e,n,t){return(e.stdinIsTTY?e.stdinIsTTY():process.stdin.isTTY===!0)||n?!1:(e.err(`wukong config ${t}: refused: stdin is not a terminal. Changing Wukong's configuration is the user's to do; run it from a terminal, or add --yes in a script of your own.
`),!0)}function z(e,n,t,s){let r=w(n),o=A(e),a=l(o),f=b(C(o,a),r,O(t));return I(f,`${o} with ${n} = ${t}`),m(o,N(f,T(a))),s.out(`${n} = ${JSON.stringify($(f,r))} (${o})
`),0}function _(e,n){let t=A(e),s=l(t)??`{
}
`,r=K(g(L(),"wukong-config-")),o=g(r,V(t));Y(o,s,{mode:384});let a=n.env.VISUAL||n.env.EDITOR||"vi",f=R(a,o,n.env);if(!f.ok)return k(r,{recursive:!0,force:!0}),n.err(`wukong config edit: the editor (${a}) ${f.why}; nothing changed
`),1;let i=U(o,"utf8");if(i===s)return k(r,{recursive:!0,force:!0}),n.out(`no change (${t})
`),0;try{I(C(o,i),`your edit (kept at ${o})`)}catch(c){throw c instanceof u?new u(`${c.message}
${t} is unchanged; run \`wukong config edit\` again (your edit is kept at ${o})`):c}return m(t,i),k(r,{recursive:!0,force:!0}),n.out(`${t} replaced
`),0}function hn(e,n){let{values:t,positionals:s}=W({args:e,allowPositionals:!0,options:P}),[r,...o]=s;if(t.help||r===void 0)return n.out(D),r===void 0&&!t.help?2:0;let a=v(n.cwd,n.env),f=(i,c)=>{if(o.length!==i)throw new u(`config ${r} takes ${c}; got ${o.length===0?"nothing":o.map(Z=>JSON.stringify(Z)).join(" ")}`)};switch(r){case"get":{f(1,"one KEY");let i=w(o[0]),c=$(p(a).config,i);return n.out(`${JSON.stringify(t.json?{key:o[0],value:c}:c,null,2)}
`),0}case"show":{f(0,"no arguments");let i=p(a);return t.json?n.out(`${JSON.stringify({source:i.source,config:i.config},null,2)}
`):n.out(`# ${i.source??"no configuration file: every value is a default"}
${JSON.stringify(i.config,null,2)}
`),0}case"set":return f(2,"KEY VALUE"),x(n,t.yes,"set")?3:z(a,o[0],o[1],n);case"edit":return f(0,"no arguments"),x(n,t.yes,"edit")?3:_(a,n);case"keys":return n.out(t.json?`${JSON.stringify({keys:h()},null,2)}
`:`${h().join(`
`)}
`),0;case"schema":return f(0,"no arguments"),n.out(`${JSON.stringify(E(),null,2)}
`),0;default:throw new u(`unknown config subcommand ${JSON.stringify(r)}; allowed: get, show, set, edit, keys, schema`)}}export{hn as configCommand,D as configHelp};
//# sourceMappingURL=config-command-J2YU7SRG.mjs.map
