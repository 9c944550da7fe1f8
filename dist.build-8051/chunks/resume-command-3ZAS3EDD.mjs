import{a as p}from"./chunk-VGD25FVU.mjs";import{a as i}from"./chunk-PQWMEL7Y.mjs";import{a as n}from"./chunk-P2Q4ATF6.mjs";import{a as d}from"./chunk-GO5MYSDZ.mjs";import"./chunk-2XYRPW2Q.mjs";import"./chunk-CZ6AUHKF.mjs";import"./chunk-7XRTOLIB.mjs";import{a as u}from"./chunk-EHASQQZB.mjs";import"./chunk-LJ73GJ7C.mjs";import"./chunk-RI7A4W6Y.mjs";import"./chunk-SDFF6Z3C.mjs";import"./chunk-U36ODV3N.mjs";import"./chunk-CDU36CLH.mjs";import"./chunk-CJMWVEE4.mjs";import"./chunk-FNIYZNWR.mjs";import"./chunk-SJCWYDG2.mjs";import"./chunk-AS3CHAKR.mjs";import{parseArgs as l}from"node:util";var h=`Usage: wukong resume [--guidance TEXT] [--yes]
       wukong resume --status [--json]

Resumes the loop Wukong stopped in this workspace (blocked, stuck, unsafe, scope-drift, budget-exhausted) at its
next hook: your next prompt in Claude Code, or the agent's next tool call. A budget stop opens a new segment as
bounded as the first; other stops resume the same segment with --guidance (or a plain "the user resumed") as the
answer or new guidance. A stopped loop never resumes on an ordinary prompt: only this command or a prompt that
starts with "continue" / "resume" / "\u7EE7\u7EED" (see docs/design.md "Resume phrases"). No resume lifts a hard-deny: the
denied action stays denied. To lift an ask (a soft-deny) give an Authorization: wukong authorize --help.
  --guidance TEXT  what the agent should do differently (given to the resumed loop)
  --status         whether a resume is waiting to be taken (--json: {waiting, requestedAt?, guidance?})
Without a terminal on stdin (an agent's Bash has none) it is refused unless --yes.
Exit codes: 0 done (--status: a resume is waiting), 1 --status: none waiting, 2 bad input, 3 refused (stdin is
not a terminal and no --yes).
`;function x(m,t){let{values:s,positionals:o}=l({args:m,allowPositionals:!0,options:{guidance:{type:"string"},status:{type:"boolean"},json:{type:"boolean"},yes:{type:"boolean"},help:{type:"boolean",short:"h"}}});if(s.help)return t.out(h),0;if(o.length)throw new n(`resume takes options only, got ${o.map(e=>JSON.stringify(e)).join(" ")}; see wukong resume --help`);let r=p.forWorkspace(t.cwd,{...process.env,...t.env}),a=new Date;if(s.status){let e=r.peek(a);return t.out(s.json?`${JSON.stringify(e?{waiting:!0,requestedAt:e.requestedAt,...e.guidance?{guidance:e.guidance}:{}}:{waiting:!1},null,2)}
`:e?`a resume is waiting since ${e.requestedAt}${e.guidance?` (guidance: ${e.guidance})`:""}
`:`no resume waiting
`),e?0:1}if(s.guidance!==void 0&&!s.guidance.trim())throw new n("--guidance may not be empty; leave it out instead");if(!(t.stdinIsTTY?t.stdinIsTTY():process.stdin.isTTY===!0)&&!s.yes)return t.err(`wukong resume: refused: stdin is not a terminal. Resuming a stopped loop is the user's to do; run it from a terminal, or add --yes in a script of your own.
`),3;let g=`wukong resume (${t.env.USER??process.env.USER??"user"})`,c=r.request(a,g,s.guidance?.trim());return d({dir:u(t.cwd),redact:i}).append({runId:"cli",type:"loop.resume-requested",data:c}),t.out(`resume requested: the stopped loop resumes at its next hook (your next prompt, or the next tool call); hard-denies stay
`),0}export{x as resumeCommand,h as resumeHelp};
//# sourceMappingURL=resume-command-3ZAS3EDD.mjs.map
