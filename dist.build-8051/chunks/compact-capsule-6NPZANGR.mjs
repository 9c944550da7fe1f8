import{a,b,c}from"./chunk-4ZL4XENQ.mjs";import"./chunk-JZHOCRBT.mjs";import"./chunk-UPVLKF4P.mjs";import"./chunk-INECMXOY.mjs";import"./chunk-AS3CHAKR.mjs";export{b as COMPACT_MARK,a as capsuleRegistry,c as compactCapsule};
//# sourceMappingURL=compact-capsule-6NPZANGR.mjs.map
