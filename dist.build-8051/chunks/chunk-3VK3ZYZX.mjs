import{a as o}from"./chunk-K2BEGLAW.mjs";import{d as s,f as a,g as f}from"./chunk-EHASQQZB.mjs";function*l(e,r){for(let n of a(e,r)){let t=f(n.bytes);if("error"in t)continue;let i=o.safeParse(t.value);i.success&&(yield{file:r,line:n.line,entry:i.data,raw:n})}}function*c(e){for(let r of s(e))yield*l(e,r)}export{c as a};
//# sourceMappingURL=chunk-3VK3ZYZX.mjs.map
