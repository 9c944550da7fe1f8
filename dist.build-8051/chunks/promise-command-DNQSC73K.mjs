import{a as l}from"./chunk-KFEETGRJ.mjs";import{a as m}from"./chunk-G5MZTIXF.mjs";import{d}from"./chunk-D6AJFS7F.mjs";import{a as u,b as a,c as w}from"./chunk-Q4U7RC6X.mjs";import"./chunk-4ORDGKSU.mjs";import"./chunk-EAVB5HT4.mjs";import"./chunk-DDJMKOHH.mjs";import"./chunk-4RSQR4LH.mjs";import"./chunk-ZJFDCSKA.mjs";import"./chunk-PQWMEL7Y.mjs";import{a as c}from"./chunk-P2Q4ATF6.mjs";import"./chunk-ZBHQIVS5.mjs";import"./chunk-O6B6MVD6.mjs";import"./chunk-SDFF6Z3C.mjs";import"./chunk-FFIDDTOB.mjs";import"./chunk-HKLO4NK5.mjs";import"./chunk-DRPCRRDQ.mjs";import"./chunk-E6TBG7AB.mjs";import"./chunk-G4TGUAKX.mjs";import"./chunk-U36ODV3N.mjs";import"./chunk-CDU36CLH.mjs";import"./chunk-CJMWVEE4.mjs";import"./chunk-FNIYZNWR.mjs";import"./chunk-SJCWYDG2.mjs";import"./chunk-AS3CHAKR.mjs";import{parseArgs as h}from"node:util";var v=`Usage: wukong promise set --objective TEXT --ac "criterion [:: verify command]" [--ac ...] [--scope GLOB ...] [--exclude GLOB ...] [--require KIND ...] [--done-when COND ...] [--abort-when [REASON=]COND ...]
       wukong promise show [--json]
       wukong promise clear

A CompletionPromise: what the agent must prove before it may stop. Each criterion is proven by a passing local
run recorded after the promise (its own verify command when given, otherwise any test run). While one lacks
evidence, Claude Code's Stop is blocked (at most hooks.stopBlockLimit times in a row).
--scope and --exclude bound what the agent may write (workspace-relative globs): a write outside the scope is scope
drift, and the loop stops. --require names evidence kinds normal mode needs before ship (verify, tdd-red, \u2026).
--done-when adds a condition that must hold before the loop ships (every criterion proven always must);
--abort-when stops the loop as soon as its condition holds, with REASON (blocked, stuck, unsafe, scope-drift;
blocked when left out). COND is one of: acceptance-proven, evidence:KIND, written:GLOB, failures:N, tool-calls:N,
denied:POLICY \u2014 e.g. --abort-when "scope-drift=written:migrations/**" --abort-when "failures:3".
Exit codes: 0 done (show: every criterion proven), 1 show: some criterion unproven or no promise, 2 bad input.
`;function N(f,t){let[n,...p]=f,i=new w(t.cwd,l.forWorkspace(t.cwd,{...process.env,...t.env}));if(n===void 0||n==="--help"||n==="-h")return t.out(v),n===void 0?2:0;if(n==="set"){let{values:r}=h({args:p,options:{objective:{type:"string"},ac:{type:"string",multiple:!0},scope:{type:"string",multiple:!0},exclude:{type:"string",multiple:!0},require:{type:"string",multiple:!0},"done-when":{type:"string",multiple:!0},"abort-when":{type:"string",multiple:!0}}}),o=i.set(r.objective??"",r.ac??[],new Date,{allowed:r.scope??[],disallowed:r.exclude??[],requiredEvidence:r.require??[],doneWhen:(r["done-when"]??[]).map(e=>a(e,"done")),abortWhen:(r["abort-when"]??[]).map(e=>a(e,"abort"))}),s=[...o.promise.doneWhen.map(e=>`  done when ${e.description}`),...o.promise.abortWhen.map(e=>`  abort (${e.reason}) when ${e.description}`)];return t.out(`promise ${o.promise.id}: ${o.promise.objective}
${o.promise.acceptance.map(e=>`  ${e.id} ${e.text}${e.verify?` :: ${e.verify}`:""}`).join(`
`)}
${s.join(`
`)}
`),0}if(n==="show"){let{values:r}=h({args:p,options:{json:{type:"boolean"}}}),o=i.read();if(!o)return t.out(r.json?`${JSON.stringify({promise:null})}
`:`no promise set (wukong promise set --objective \u2026 --ac \u2026)
`),1;let s=d(o.promise.acceptance,new u(t.cwd).list().records,o.createdAt,{scripts:m(t.cwd)});return r.json?t.out(`${JSON.stringify({...o,status:s},null,2)}
`):t.out(`${o.promise.objective} (since ${o.createdAt})
${s.map(e=>`  ${e.proven?"\u2705":"\u274C"} ${e.criterion.id} ${e.criterion.text} \u2014 ${e.detail}`).join(`
`)}
`),s.every(e=>e.proven)?0:1}if(n==="clear")return t.out(i.clear()?`promise cleared
`:`no promise was set
`),0;throw new c(`unknown promise subcommand ${JSON.stringify(n)}; allowed: set, show, clear`)}export{N as promiseCommand,v as promiseHelp};
//# sourceMappingURL=promise-command-DNQSC73K.mjs.map
