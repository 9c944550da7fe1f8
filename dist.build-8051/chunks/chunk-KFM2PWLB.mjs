import{b as r}from"./chunk-CYGNMT77.mjs";import{a as s}from"./chunk-EFQQ4EHY.mjs";function i(o,d,a){let e=r.open(s,o,{onMismatch:"restart",input:{limit:d},where:"the stored stop guard"});e.send(a);let t=e.snapshot;return{state:t.value,context:t.context,persisted:e.persisted(),...e.restarted!==void 0?{restarted:e.restarted}:{}}}export{i as a};
//# sourceMappingURL=chunk-KFM2PWLB.mjs.map
