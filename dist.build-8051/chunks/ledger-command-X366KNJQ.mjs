import{a as d}from"./chunk-P2Q4ATF6.mjs";import{a as b}from"./chunk-M73HKUUX.mjs";import"./chunk-CZ6AUHKF.mjs";import{a as $}from"./chunk-EHASQQZB.mjs";import{a as w}from"./chunk-RI7A4W6Y.mjs";import"./chunk-SJCWYDG2.mjs";import"./chunk-AS3CHAKR.mjs";import{existsSync as x,readFileSync as C,statSync as E}from"node:fs";import{resolve as O}from"node:path";import{parseArgs as D}from"node:util";var I=(e,t)=>e.length>t?`${e.slice(0,t-1)}\u2026`:e,u=e=>w(e)??"null";function k(e){return e.length===0?`the ledger has no entries
`:`${e.map(({entry:t})=>`#${t.seq} ${t.ts} ${t.type} run=${t.runId} trace=${t.traceId}${t.parentTraceId?` parent=${t.parentTraceId}`:""}
    ${I(u(t.data),160)}`).join(`
`)}
`}function p(e){if(e.line===0)return`  ${e.file}: ${e.message}`;let t=e.through,n=t?`\u2013${t.file===e.file?"":`${t.file}:`}${t.line}`:"",s=e.seq!==void 0?` (seq ${e.seq}${t?.seq!==void 0?`\u2013${t.seq}, ${t.count} entries`:""})`:t?` (${t.count} lines)`:"";return`  ${e.file}:${e.line}${n}${s}: ${e.message}`}var T=[["truncated","cut from the end (the ledger stops before the head kept outside the workspace)"],["rechained","re-chained or replaced (the head names another hash at that seq)"],["forged","forged entries (MAC missing or not of the key)"],["tampered","tampered lines"],["missing","missing lines"],["torn","torn lines"],["unanchored","cannot be checked"]];function v(e){let t=`${e.entries} entries in ${e.files.length} file${e.files.length===1?"":"s"} (last seq ${e.lastSeq}) in ${e.dir}`,n=e.anchor.headSeq!==null?`the head kept outside the workspace (seq ${e.anchor.headSeq}, written ${e.anchor.headAt})`:"the head (none yet: the ledger is empty)",s=[];if(e.unauthenticated){let o=e.unauthenticated;s.push(`note: ${o.count} entr${o.count===1?"y":"ies"} (seq ${o.firstSeq}${o.lastSeq!==o.firstSeq?`\u2013${o.lastSeq}`:""}) unauthenticated (written before keys): chained, and fixed since the first keyed entry, but carrying no MAC`)}if(e.status==="intact")return`${[`intact: ${t}; hash chain, MACs and ${n} agree`,...s].join(`
`)}
`;let r=[e.status==="unanchored"?`NOT anchored: ${t}; nothing found wrong, but it cannot all be checked:`:`NOT intact: ${t}`];e.firstTampered&&r.push(`first tampered line:
${p(e.firstTampered)}`),e.firstMissing&&r.push(`first missing line:
${p(e.firstMissing)}`);for(let[o,i]of T){let a=e.problems.filter(h=>h.kind===o&&h!==e.firstTampered&&h!==e.firstMissing);if(a.length===0)continue;let c=a.slice(0,20).map(p).join(`
`);r.push(`${i} (${a.length}):
${c}${a.length>20?`
  \u2026 ${a.length-20} more (--json lists all)`:""}`)}return e.problemsDropped>0&&r.push(`\u2026 and ${e.problemsDropped} more problems not listed (the report keeps the first ${e.problems.length})`),r.push(...s),`${r.join(`
`)}
`}function S(e){let t=[];e.actors.length===0&&t.push(`no machine entries${e.runId!==null?` for run ${e.runId}`:""} in ${e.dir}`);for(let n of e.actors){let s=n.final?`${u(n.final.value)} (${n.final.status}), context ${n.final.contextDigest.slice(0,16)}\u2026`:"never started";if(t.push(`run ${n.runId} \xB7 ${n.machine} ${n.actorId}: ${n.events} event${n.events===1?"":"s"} \u2192 ${s}`),n.matches===null)t.push("  no machine.state checkpoint to compare with");else if(n.matches)t.push(`  reproduces all ${n.checkpoints} checkpoint${n.checkpoints===1?"":"s"}, the last at seq ${n.lastCheckpoint.seq} (${n.lastCheckpoint.file}:${n.lastCheckpoint.line})`);else{let r=n.divergence;t.push(`  DIFFERS from the checkpoint at seq ${r.checkpoint.seq} (${r.checkpoint.file}:${r.checkpoint.line}) in ${r.differs.join(", ")}:`),t.push(`    recorded ${u(r.checkpoint.value)} (${r.checkpoint.status}), context ${r.checkpoint.contextDigest.slice(0,16)}\u2026`),t.push(`    replayed ${u(r.replayed.value)} (${r.replayed.status}), context ${r.replayed.contextDigest.slice(0,16)}\u2026`)}if(n.decisions&&t.push(n.decisions.mismatches.length===0?`  all ${n.decisions.compared} gate decision${n.decisions.compared===1?"":"s"} it acted on equal their gate.decision entries byte for byte`:`  gate decisions that do not match the ledger: ${n.decisions.mismatches.map(r=>`${r.traceId} (${r.why})`).join(", ")}`),n.stop){let r=n.stop;t.push(`  stopped: ${r.reason} \u2014 ${r.summary}; to continue: ${(r.toContinue??[]).map(o=>o.detail).join(" | ")}`)}n.redactedEvents.length>0&&t.push(`  note: redaction changed the events at seq ${n.redactedEvents.join(", ")} when they were recorded, so the replay sees what was written, not the original`);for(let r of n.errors)t.push(`  error: ${r}`)}return e.ledgerProblems.length>0&&(t.push(`the ledger fails verify (${e.ledgerProblems.length} problem${e.ledgerProblems.length===1?"":"s"}); replayed entries may be altered:`),t.push(...e.ledgerProblems.slice(0,10).map(p))),t.push(e.ok?"replay: OK":"replay: DIFFERENCES FOUND"),`${t.join(`
`)}
`}function j(e,t,n){let s=b(e,t);return n?`${JSON.stringify({entries:s.map(r=>r.entry)},null,2)}
`:k(s)}var q=`Usage: wukong ledger <tail | verify | replay> [options]

Reads the append-only ledger (.wukong/ledger/<UTC date>.jsonl): one JSON entry per line, chained by sha256, each
with an HMAC under the per-user key (~/.local/state/wukong/ledger.key, or $XDG_STATE_HOME/wukong); after every
append the chain head (seq, hash) is also kept in that per-user folder, outside the workspace.

  tail [-n N]        the last N entries (default 10), read backwards from the end of the newest file
                     (--json: {entries: [...]})
  verify             stream every file in order and report, by seq, with file and line: tampered lines (hash
                     mismatch), missing ones (seq gap or prevHash mismatch), forged entries (MAC wrong, or none
                     where one is due), a ledger that ends before the head (entries cut), a head whose hash the
                     ledger does not hold at that seq (re-chained or replaced), and torn lines a killed writer left
  verify --otlp FILE every workspace's chain in an OTLP JSON Lines file (the collector's file exporter format,
                     the wukong.ledger.entry log records Wukong exports): each entry re-hashed, no seq missing
                     (cut), none exported twice with different hashes (re-chained), each prevHash the hash before
  replay [--run ID]  re-apply machine.event entries to fresh actors from the machine catalog and compare each
                     actor with its machine.state checkpoints (state value and context digest, byte for byte)

Options:
  --json             machine-readable output
  --dir DIR          the ledger folder (default: .wukong/ledger under the current directory)
  -h, --help         this text

Exit codes:
  tail     0 printed, 2 bad usage
  verify   0 intact: hash chain, MACs and the head outside the workspace agree
           1 tampered: changed, missing, forged, cut (behind the head), re-chained or torn lines, or a head
             whose own MAC fails
           3 not anchored: nothing found wrong, but the key or the head is missing or unusable, so cut or
             re-chained entries cannot be ruled out (a ledger written before keys has no head until its next append)
           2 bad usage (unknown subcommand or option, no ledger folder)
  verify --otlp  0 every workspace intact, 1 a cut, re-chained, tampered or unreadable line, 2 bad usage
  replay   0 every checkpoint reproduced, 1 a checkpoint differs, an actor failed or the ledger fails verify, 2 bad usage
`,y={tail:["n","json","dir"],verify:["json","dir","otlp"],replay:["run","json","dir"]};async function P(e,t,n){let s=e===void 0?$(t):O(t,e),r=!1;try{r=E(s).isDirectory()}catch{}if(r||n==="verify"&&x((await import("./ledger-anchor-QD72W4JO.mjs")).anchorLocation(s).headPath))return s;throw new d(`no ledger folder at ${s}${e===void 0?" (run inside a workspace that has .wukong/ledger, or pass --dir)":""}`)}function L(e){if(e===void 0)return 10;if(!/^[1-9]\d*$/.test(e))throw new d(`-n: expected a positive whole number of entries, got ${JSON.stringify(e)}`);return Number(e)}async function M(e,t,n){let s;try{s=C(e,"utf8")}catch(i){throw new d(`--otlp: cannot read ${e} (${i.code??i.message}); give an OTLP JSON Lines file as the collector's file exporter writes it`)}let{verifyOtlpText:r}=await import("./otlp-verify-XECCOZBH.mjs"),o=r(s);if(t)n.out(`${JSON.stringify(o,null,2)}
`);else{let i=[`${e}: ${o.lines} lines, ${o.workspaces.length} workspace(s)`];for(let a of o.workspaces){i.push(`  ${a.workspace}: ${a.entries} entries, seq ${a.firstSeq}\u2013${a.lastSeq}: ${a.problems.length?"BROKEN":"intact"}`);for(let c of a.problems)i.push(`    ${c.kind}: ${c.detail}`)}o.unreadable.length&&i.push(`  not OTLP JSON: line(s) ${o.unreadable.join(", ")}`),o.workspaces.length===0&&i.push("  no ledger entries (wukong.ledger.entry log records) found"),n.out(`${i.join(`
`)}
`)}return o.ok?0:1}var R={intact:0,tampered:1,unanchored:3};async function Y(e,t){let{values:n,positionals:s}=D({args:e,allowPositionals:!0,options:{n:{type:"string",short:"n"},run:{type:"string"},json:{type:"boolean"},dir:{type:"string"},otlp:{type:"string"},help:{type:"boolean",short:"h"}}});if(n.help)return t.out(q),0;let[r,...o]=s;if(r===void 0||!(r in y))throw new d(`${r===void 0?"a subcommand is required":`unknown subcommand ${JSON.stringify(r)}`}; allowed: ${Object.keys(y).join(", ")}

${q}`);let i=r;if(o.length>0)throw new d(`ledger ${i} takes no arguments, got ${o.map(l=>JSON.stringify(l)).join(" ")}`);let a=y[i],c=Object.keys(n).filter(l=>l!=="help"&&!a.includes(l));if(c.length>0)throw new d(`ledger ${i} does not take ${c.map(l=>l==="n"?"-n":`--${l}`).join(", ")}; allowed: ${a.map(l=>l==="n"?"-n":`--${l}`).join(", ")}`);let h=L(n.n);if(n.otlp!==void 0){if(n.dir!==void 0)throw new d("ledger verify takes --otlp FILE or --dir DIR, not both");return M(O(t.cwd,n.otlp),n.json===!0,t)}let f=await P(n.dir,t.cwd,i);if(i==="tail")return t.out(j(f,h,n.json===!0)),0;if(i==="verify"){(await import("node:v8")).setFlagsFromString("--semi-space-growth-factor=1");let{verifyLedger:l}=await import("./verify-GTZFC3JT.mjs"),m=l(f);return t.out(n.json?`${JSON.stringify(m,null,2)}
`:v(m)),R[m.status]}let{replayLedger:N}=await import("./replay-MRUL4TZF.mjs"),g=N(f,n.run!==void 0?{runId:n.run}:{});return t.out(n.json?`${JSON.stringify(g,null,2)}
`:S(g)),g.ok?0:1}export{Y as ledgerCommand,q as ledgerHelp};
//# sourceMappingURL=ledger-command-X366KNJQ.mjs.map
