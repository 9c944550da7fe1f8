import{d as g}from"./chunk-XVLVC5X7.mjs";import{a as h}from"./chunk-EAO77452.mjs";import{a as m}from"./chunk-SCBVMRVV.mjs";import{a as c}from"./chunk-TOUECDL5.mjs";import"./chunk-N27ZOGHT.mjs";import"./chunk-4RSQR4LH.mjs";import{a as i}from"./chunk-P2Q4ATF6.mjs";import"./chunk-SDFF6Z3C.mjs";import"./chunk-U36ODV3N.mjs";import"./chunk-2OESQ4WQ.mjs";import"./chunk-3MMZTTQP.mjs";import"./chunk-CARNOY6C.mjs";import"./chunk-CDU36CLH.mjs";import"./chunk-FNIYZNWR.mjs";import"./chunk-SJCWYDG2.mjs";import"./chunk-AS3CHAKR.mjs";import{parseArgs as w}from"node:util";var y=`Usage: wukong telemetry status [--json]

Decisions go out as OpenTelemetry (OTLP over HTTP) when OTEL_EXPORTER_OTLP_ENDPOINT (or the signal endpoints) is
set for the daemon, or telemetry.endpoint in the config or the managed policy; OTEL_SDK_DISABLED=true turns it
off. The resident daemon exports in the background; a hook answered without it appends to the spool
(~/.local/state/wukong/telemetry/spool.jsonl), which the next daemon ships. Past telemetry.spoolMaxBytes new
records are dropped and counted here.
Exit codes: 0 shown, 1 records were dropped or the last export failed, 2 bad usage.
`;async function v(u,t){let{values:l,positionals:r}=w({args:u,allowPositionals:!0,options:{json:{type:"boolean"},help:{type:"boolean",short:"h"}}});if(l.help)return t.out(y),0;if(r.length!==1||r[0]!=="status")throw new i(`telemetry: expected the subcommand status, got ${r.length?r.map(a=>JSON.stringify(a)).join(" "):"none"}

${y}`);let f=m(t.cwd,t.env),p=c(f,t.env),o=h(t.env,p.config.telemetry),e=g(t.env),s=p.managed,$={on:o.on,...o.on?{traces:o.tracesUrl,logs:o.logsUrl,serviceName:o.serviceName,headers:Object.keys(o.headers)}:{why:o.why},spool:e,managedPolicy:s?{path:s.path,ignored:s.ignored}:null},d=e.drops.records>0||e.lastExport&&!e.lastExport.ok;if(l.json)return t.out(`${JSON.stringify($,null,2)}
`),d?1:0;let n=[o.on?`telemetry: on \u2192 ${o.tracesUrl}, ${o.logsUrl} (service.name ${o.serviceName}${Object.keys(o.headers).length?`, headers ${Object.keys(o.headers).join(", ")}`:""})`:`telemetry: off (${o.why})`,`spool: ${e.dir}: ${e.spooledRecords} records in ${e.spooledBatches} batches, ${e.spooledBytes} bytes`,e.drops.records>0?`DROPPED: ${e.drops.records} records (${e.drops.batches} batches) at the spool's cap, last at ${e.drops.lastAt}; raise telemetry.spoolMaxBytes or start the daemon (wukong serve)`:"dropped: none",e.lastExport?`last export: ${e.lastExport.at} ${e.lastExport.ok?"ok":`FAILED (${e.lastExport.error??"no answer"})`}, ${e.lastExport.records} records`:"last export: none yet"];if(s){n.push(`managed policy: ${s.path}`);for(let a of s.ignored)n.push(`  IGNORED repository setting: ${a}`)}return t.out(`${n.join(`
`)}
`),d?1:0}export{v as telemetryCommand,y as telemetryHelp};
//# sourceMappingURL=telemetry-command-MTFGK32S.mjs.map
