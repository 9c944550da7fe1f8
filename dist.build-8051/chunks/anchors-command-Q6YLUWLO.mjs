import{c as A}from"./chunk-NWHPVCQZ.mjs";import{a as b}from"./chunk-TOUECDL5.mjs";import{a as u,d as $,f as m,j as g,l as v,m as k,n as O,o as S,q as w,r as E}from"./chunk-BLPRCXVB.mjs";import"./chunk-N27ZOGHT.mjs";import"./chunk-4RSQR4LH.mjs";import"./chunk-ZJFDCSKA.mjs";import"./chunk-PQWMEL7Y.mjs";import{a as c}from"./chunk-P2Q4ATF6.mjs";import{c as j}from"./chunk-6MJU6M7R.mjs";import"./chunk-U36ODV3N.mjs";import"./chunk-2OESQ4WQ.mjs";import"./chunk-3MMZTTQP.mjs";import"./chunk-E7KTCX7F.mjs";import"./chunk-CARNOY6C.mjs";import"./chunk-CDU36CLH.mjs";import"./chunk-CJMWVEE4.mjs";import"./chunk-FNIYZNWR.mjs";import"./chunk-SJCWYDG2.mjs";import"./chunk-AS3CHAKR.mjs";import{readFileSync as D}from"node:fs";import{resolve as N}from"node:path";import{parseArgs as h}from"node:util";var f=`Usage: wukong anchors <subcommand> [options]

The Alaya store (\u963F\u8D56\u8036\u8BC6): .wukong/context/anchors.md (seed 002's ADR template) and anchors.json beside it.

  add [draft.json | -] [--type T] [--title S] [--decision S] [--alternatives S] [--why S] [--impact S]
      [--verification S] [--rollback S] [--repeat N] [--high-impact] [--reusable]
      [--affects-future] [--reference-value] [--prevents-repeat] [--keyword W]... [--json]
      Writes an anchor. Types: ${u.options.join(", ")}. Refused (exit 2) when a required field
      (decision, alternatives, why, impact, verification, rollback) is missing, when it is below the write threshold
      (repeat >= 2, high impact or reusable: any one), or when the three self-check answers are all No.
  list [--type T] [--all] [--json]          the anchors (obsolete ones only with --all)
  show ID [--compact] [--json]              one anchor in full (or its compact form)
  obsolete ID --reason TEXT [--json]        mark an anchor \u274C \u5DF2\u5E9F\u5F03 (kept for the record)
  update ID [--title S] [--decision S] [--why S] \u2026 [--note TEXT] [--json]
                                            \u66F4\u65B0: revise an anchor in place (same id, version + 1, \u2705 \u751F\u6548 again);
                                            --note alone confirms a \u26A0\uFE0F \u5F85\u9A8C\u8BC1 anchor still holds
  search TEXT [--json]                      anchors matching TEXT, best first

Exit codes: 0 done, 1 nothing found (search), 2 bad input (an unknown id, a missing field, \u2026).
`,p=(o,n)=>o.out(`${JSON.stringify(n,null,2)}
`),R=o=>`| ${o.anchor.id} | ${o.anchor.title} | ${o.anchor.status} | ${j[o.stage]} (${o.stage}) | ${o.lifecycle.matches} |`,x=o=>["| ID | \u6807\u9898 | \u72B6\u6001 | \u9636\u6BB5 | \u5339\u914D |","|---|---|---|---|---|",...o.map(R)].join(`
`);function J(o,n){let e;try{e=o==="-"?n.readStdin():D(N(n.cwd,o),"utf8")}catch(s){throw new c(`cannot read the anchor draft ${o}: ${s.message}`)}try{let s=JSON.parse(e);if(!s||typeof s!="object"||Array.isArray(s))throw new Error("expected a JSON object");return s}catch(s){throw new c(`${o} is not a JSON object: ${s.message}`)}}function B(o,n){let e=["type","title","decision","alternatives","why","impact","verification","rollback"],s=["high-impact","reusable","affects-future","reference-value","prevents-repeat"],{values:r,positionals:l}=h({args:o,allowPositionals:!0,options:{...Object.fromEntries(e.map(i=>[i,{type:"string"}])),...Object.fromEntries(s.map(i=>[i,{type:"boolean"}])),repeat:{type:"string"},keyword:{type:"string",multiple:!0},json:{type:"boolean"}}});if(l.length>1)throw new c(`anchors add takes at most one draft file

${f}`);let a=l[0]?J(l[0],n):{},t=r;for(let i of e)t[i]!==void 0&&(a[i]=t[i]);if(t.repeat!==void 0){let i=Number(t.repeat);if(!Number.isInteger(i)||i<1)throw new c(`--repeat must be a positive integer, got ${JSON.stringify(t.repeat)}`);a.repeat=i}if(t["high-impact"]&&(a.highImpact=!0),t.reusable&&(a.reusable=!0),t.keyword&&(a.keywords=t.keyword),!a.selfCheck||t["affects-future"]||t["reference-value"]||t["prevents-repeat"]){let i=a.selfCheck??{};a.selfCheck={affectsFuture:!!(t["affects-future"]??i.affectsFuture),referenceValue:!!(t["reference-value"]??i.referenceValue),preventsRepeat:!!(t["prevents-repeat"]??i.preventsRepeat)}}let C=v(a,l[0]?`draft ${l[0]}`:"anchor"),{config:T}=b(n.cwd),{entry:d,written:y}=k(n.cwd,C,new Date,T.context.anchorStaleAfterDays);return r.json?p(n,{anchor:d,written:y}):n.out(`Wrote [${d.anchor.id}] ${d.anchor.title} (${d.threshold.reasons.join(", ")}) to ${y[0]}

${m(d.anchor)}
`),0}function P(o,n){let{values:e}=h({args:o,options:{type:{type:"string"},all:{type:"boolean"},json:{type:"boolean"}}});if(e.type!==void 0&&!u.safeParse(e.type).success)throw new c(`--type ${JSON.stringify(e.type)}; allowed: ${u.options.join(", ")}`);let s=g(n.cwd).anchors.filter(r=>(e.all||r.stage!=="obsolete")&&(!e.type||r.anchor.type===e.type));return e.json?p(n,{anchors:s}):n.out(s.length?`${x(s)}
`:`No anchors.
`),0}function X(o,n){let{values:e,positionals:s}=h({args:o,allowPositionals:!0,options:{compact:{type:"boolean"},json:{type:"boolean"}}});if(s.length!==1)throw new c(`anchors show takes one id, e.g. D001

${f}`);let r=O(g(n.cwd).anchors,s[0]);return e.json?p(n,{anchor:r,compact:m(r.anchor)}):n.out(`${e.compact?m(r.anchor):$(r)}
`),0}function F(o,n){let{values:e,positionals:s}=h({args:o,allowPositionals:!0,options:{reason:{type:"string"},json:{type:"boolean"}}});if(s.length!==1)throw new c(`anchors obsolete takes one id, e.g. D001

${f}`);if(!e.reason?.trim())throw new c("anchors obsolete needs --reason TEXT: why the anchor no longer holds");let r=S(n.cwd,s[0],e.reason.trim(),new Date);return e.json?p(n,{anchor:r}):n.out(`[${r.anchor.id}] ${r.anchor.title}: \u274C \u5DF2\u5E9F\u5F03 (${e.reason.trim()})
`),0}function L(o,n){let{values:e,positionals:s}=h({args:o,allowPositionals:!0,options:{...Object.fromEntries(w.map(t=>[t,{type:"string"}])),note:{type:"string"},json:{type:"boolean"}}});if(s.length!==1)throw new c(`anchors update takes one id, e.g. D001

${f}`);let r=e,l=Object.fromEntries(w.filter(t=>typeof r[t]=="string").map(t=>[t,r[t]]));if(!Object.keys(l).length&&!r.note)throw new c(`anchors update needs a field to change (--${w.join(", --")}) or --note TEXT to confirm it still holds`);let a=E(n.cwd,s[0],l,typeof r.note=="string"?r.note:"revised",new Date);return e.json?p(n,{anchor:a}):n.out(`[${a.anchor.id}] ${a.anchor.title}: \u66F4\u65B0 to version ${a.lifecycle.version}, \u2705 \u751F\u6548
`),0}function U(o,n){let{values:e,positionals:s}=h({args:o,allowPositionals:!0,options:{json:{type:"boolean"},all:{type:"boolean"}}}),r=s.join(" ").trim();if(!r)throw new c(`anchors search takes the text to look for

${f}`);let l=g(n.cwd).anchors.filter(t=>e.all||t.stage!=="obsolete"),a=A(l,r);return e.json?p(n,{query:r,matches:a.map(t=>({score:t.score,anchor:t.entry}))}):n.out(a.length?`${a.map(t=>m(t.entry.anchor)).join(`

`)}
`:`No anchor matches ${JSON.stringify(r)}.
`),a.length?0:1}var I={add:B,list:P,show:X,obsolete:F,update:L,search:U};function Y(o,n){let[e,...s]=o;if(e===void 0||e==="--help"||e==="-h")return n.out(f),e===void 0?2:0;let r=I[e];if(!r)throw new c(`unknown subcommand ${JSON.stringify(e)}; allowed: ${Object.keys(I).join(", ")}`);return r(s,n)}export{Y as anchorsCommand,f as anchorsHelp};
//# sourceMappingURL=anchors-command-Q6YLUWLO.mjs.map
