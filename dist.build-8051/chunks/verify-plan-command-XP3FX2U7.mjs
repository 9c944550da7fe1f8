import{a as f}from"./chunk-TNUJR3CO.mjs";import{a as p}from"./chunk-PGEZKXPX.mjs";import{a as g}from"./chunk-TOUECDL5.mjs";import{a as w}from"./chunk-G5MZTIXF.mjs";import{a as h}from"./chunk-5WDAXSCK.mjs";import{d as u}from"./chunk-2DAU7QPQ.mjs";import"./chunk-VMJUUNJA.mjs";import"./chunk-N27ZOGHT.mjs";import"./chunk-4RSQR4LH.mjs";import{a as l}from"./chunk-P2Q4ATF6.mjs";import"./chunk-SDFF6Z3C.mjs";import"./chunk-JPHVX5B4.mjs";import"./chunk-DRPCRRDQ.mjs";import"./chunk-E6TBG7AB.mjs";import"./chunk-2OESQ4WQ.mjs";import"./chunk-3MMZTTQP.mjs";import"./chunk-CARNOY6C.mjs";import"./chunk-CDU36CLH.mjs";import"./chunk-FNIYZNWR.mjs";import"./chunk-SJCWYDG2.mjs";import"./chunk-AS3CHAKR.mjs";import{parseArgs as v}from"node:util";var y=`Usage: wukong verify-plan "<command>" [--cwd DIR] [--json]

Checks one proposed verification command against seed 004's VerifyPlan rules, without running it: a verification is
exactly one plain command that runs a package script that exists (npm test, npm run <script>, pnpm/yarn <script>,
bun run <script>) or a command listed in loop.verify.commands of wukong.config.json. A goal text never becomes a
shell command: \`npm run missing\`, \`node -e \u2026\`, \`npx x\`, pipes, &&, redirections and variables are refused.

  --cwd DIR   the project whose package.json and wukong.config.json count (default: the current directory)
  --json      print {accepted, command, reason?, plan?: {argv, source, script?}, scripts}

Exit codes: 0 accepted, 3 refused (the reason is printed), 2 bad usage, 70 internal error.
With --json an error is {"error": {"code", "message"}} on stdout.
`,m=a=>new l(`${a}

${y}`);async function D(a,n){let d;try{d=v({args:a,allowPositionals:!0,options:{cwd:{type:"string"},json:{type:"boolean"},help:{type:"boolean",short:"h"}}})}catch(i){throw m(i.message)}let{values:t,positionals:s}=d;if(t.help)return n.out(y),0;if(s.length!==1)throw m(s.length===0?"verify-plan needs the command to check, quoted as one argument":`verify-plan takes one command; got ${s.length} arguments (quote the whole command)`);let o=s[0],r=f(n.cwd,t.cwd);if(r===null)throw m(`--cwd ${t.cwd??n.cwd}: no such directory`);let c=w(r),{config:j}=g(r),k=o.trim()?(await u(o,{cwd:r,workspace:r})).facts?.shell:void 0,e=h(o,{scripts:c,analysis:k,allow:j.loop.verify});return t.json?n.out(`${JSON.stringify({accepted:e.accepted,command:o,...e.accepted?{plan:e.plan}:{reason:e.reason},scripts:Object.keys(c??{})},null,2)}
`):e.accepted?n.out(`ACCEPTED  ${o}
  runs (no shell): ${e.plan.argv.map(i=>JSON.stringify(i)).join(" ")}${e.plan.script?`  (package script "${e.plan.script}")`:"  (allow-list)"}
`):n.out(`REFUSED   ${o}
  why: ${e.reason}
  scripts here: ${Object.keys(c??{}).join(", ")||"(none)"}
`),e.accepted?p.ok:p.refused}export{D as verifyPlanCommand,y as verifyPlanHelp};
//# sourceMappingURL=verify-plan-command-XP3FX2U7.mjs.map
