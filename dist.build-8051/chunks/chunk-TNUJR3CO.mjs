import{statSync as i}from"node:fs";import{resolve as o}from"node:path";function l(t,n){let r=o(t,n??".");try{return i(r).isDirectory()?r:null}catch{return null}}export{l as a};
//# sourceMappingURL=chunk-TNUJR3CO.mjs.map
