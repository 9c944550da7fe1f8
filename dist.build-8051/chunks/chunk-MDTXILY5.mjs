import{a as s}from"./chunk-CYGNMT77.mjs";import{b as n}from"./chunk-ZJFDCSKA.mjs";import{b as t}from"./chunk-FNIYZNWR.mjs";function a(r){let e=t(r);if(e!==void 0)try{return JSON.parse(e)}catch(i){return new s(`is not valid JSON (${i.message})`)}}function f(r,e){n(r,e.persisted(),1)}export{a,f as b};
//# sourceMappingURL=chunk-MDTXILY5.mjs.map
