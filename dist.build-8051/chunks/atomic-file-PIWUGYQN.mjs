import{a,b}from"./chunk-FNIYZNWR.mjs";import"./chunk-SJCWYDG2.mjs";import"./chunk-AS3CHAKR.mjs";export{b as readTextIfExists,a as writeFileAtomic};
//# sourceMappingURL=atomic-file-PIWUGYQN.mjs.map
