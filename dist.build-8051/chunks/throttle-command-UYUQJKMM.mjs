import{a as S,c as b,g as v,h as O,i as I}from"./chunk-3JTHNBYZ.mjs";import{a as g}from"./chunk-TOUECDL5.mjs";import{a as k,b as $}from"./chunk-I7F5V4YY.mjs";import"./chunk-N27ZOGHT.mjs";import"./chunk-4RSQR4LH.mjs";import"./chunk-CYGNMT77.mjs";import"./chunk-ZJFDCSKA.mjs";import"./chunk-PQWMEL7Y.mjs";import{a as i}from"./chunk-P2Q4ATF6.mjs";import"./chunk-AMMBYWFM.mjs";import"./chunk-U36ODV3N.mjs";import{c as m,d as p,f as c,g as f}from"./chunk-2OESQ4WQ.mjs";import"./chunk-3MMZTTQP.mjs";import"./chunk-E7KTCX7F.mjs";import"./chunk-CARNOY6C.mjs";import"./chunk-CDU36CLH.mjs";import"./chunk-CJMWVEE4.mjs";import"./chunk-FNIYZNWR.mjs";import"./chunk-SJCWYDG2.mjs";import"./chunk-AS3CHAKR.mjs";import{parseArgs as J}from"node:util";var T=`Usage: wukong throttle [--mode M] [--model ID] [--tier T] [--strictness S] [--json] "<prompt>" | -
       wukong throttle --mute RULE | --unmute RULE
       wukong throttle --status [--json]

Advises on a prompt before it is sent (seed 003): never blocks, never takes over. A hint comes with its actions,
continue first. Cooldowns, mutes and continue streaks persist in .wukong/throttle.json of the current directory.

  --mode M         ${m.options.join(", ")} (default: the last --mode given, else unknown)
  --model ID       the model id; its tier follows reasoningModelIds (default: the last --model given)
  --tier T         ${p.options.join(", ")} (overrides the tier the id implies)
  --strictness S   ${c.options.join(", ")} (default: wukong.config.json's throttle.strictness, medium)
  --session ID     whose last hint and setting to use (default: cli)
  --no-persist     neither read nor write .wukong/throttle.json (no cooldown, no memory)
  --json           print the RuleDecision {hits, recommendedHit?} as JSON
  --explain        print the features and every rule's confidence as JSON
  --mute RULE      stop showing RULE (${f.options.join(", ")}); --unmute RULE shows it again
  --status         each rule's state: idle, cooling down, muted, disabled (--json: {rules: [...]})

Prompt tags override mode and tier for one prompt: [mode:plan] [tier:reasoning], mode=ask tier=light, /plan /reasoning.
Exit codes: 0 advised (hint or not), 2 bad input.
`;function l(d,e,t){if(e===void 0)return;let n=d.safeParse(e);if(!n.success)throw new i(`${t} ${JSON.stringify(e)} is not allowed; allowed: ${d.options.join(", ")}`);return n.data}function z(d,e){let{values:t,positionals:n}=J({args:d,allowPositionals:!0,options:{mode:{type:"string"},model:{type:"string"},tier:{type:"string"},strictness:{type:"string"},session:{type:"string"},"no-persist":{type:"boolean"},json:{type:"boolean"},explain:{type:"boolean"},mute:{type:"string"},unmute:{type:"string"},status:{type:"boolean"},help:{type:"boolean",short:"h"}}});if(t.help)return e.out(T),0;let u=Date.now(),a=()=>g(e.cwd).config.throttle,h=t.mute??t.unmute;if(h!==void 0){if(t.mute!==void 0&&t.unmute!==void 0)throw new i("give --mute or --unmute, not both");if(n.length)throw new i("--mute and --unmute take no prompt");let o=l(f,h,t.mute!==void 0?"--mute":"--unmute"),s=O(e.cwd,a(),o,t.mute!==void 0,u);return e.out(t.json?`${JSON.stringify(s,null,2)}
`:`${o}: ${s.state}${s.configMuted?" (still muted by wukong.config.json)":""}
`),0}if(t.status){if(n.length)throw new i("--status takes no prompt");let o=I(e.cwd,a(),u);return e.out(t.json?`${JSON.stringify({rules:o},null,2)}
`:b(o,u)),0}if(n.length===0)throw new i(`throttle needs a prompt (or - for stdin)

${T}`);let E=n.length===1&&n[0]==="-"?e.readStdin():n.join(" "),w=l(m,t.mode,"--mode"),y=l(p,t.tier,"--tier"),j=l(c,t.strictness,"--strictness");if(t.model!==void 0&&t.model.trim()==="")throw new i("--model needs a model id");let r=v({workspace:e.cwd,config:a(),prompt:E,...w?{mode:w}:{},...t.model!==void 0?{modelId:t.model.trim()}:{},...y?{tier:y}:{},...j?{strictness:j}:{},sessionId:t.session??"cli",now:u,persist:!t["no-persist"],language:k($(g(e.cwd).config),e.env)});if(t.explain){let{decision:o,evaluation:s,heldBack:R,choice:x}=r;e.out(`${JSON.stringify({decision:o,features:s.features,candidates:s.candidates,threshold:s.threshold,heldBack:R,choice:x},null,2)}
`)}else t.json?e.out(`${JSON.stringify(r.decision,null,2)}
`):e.out(S(r.decision,r.heldBack,r.lang));return 0}export{z as throttleCommand,T as throttleHelp};
//# sourceMappingURL=throttle-command-UYUQJKMM.mjs.map
