import{h as d}from"./chunk-2SFII363.mjs";import{b as u,i as l}from"./chunk-JPHVX5B4.mjs";import{o as p}from"./chunk-DRPCRRDQ.mjs";function T(h,w={}){let o=new Map;for(let t of h.commands){let g=[...u(t).map(e=>({word:e.word,how:e.how})),...l(t).filter(e=>e.kind==="write"||e.kind==="move"||e.kind==="link").map(e=>({word:e.word,how:e.how}))];for(let{word:e,how:v}of g){if(e.dynamic&&!d(e.value)||!d(e.value))continue;let n=e.value,a=t.redirects.find(r=>r.target===e||r.target.value===e.value),f=a||t.name==="tee"?t.name==="tee"?t.stdinText:p(t.argv,t.stdinText):void 0,c=a?.op===">>"||a?.op==="&>>"||t.name==="tee"&&t.argv.some(r=>/^-[a-z]*a|^--append$/.test(r.value)),y=f!==void 0&&!e.dynamic&&!t.remote,i=o.get(n),s=c?i?.after??w[n]??"":"",m=y?`${s}${s&&!s.endsWith(`
`)?`
`:""}${f}
`:void 0;o.set(n,{path:n,how:v,...m!==void 0&&(!i||i.after!==void 0||!c)?{after:m}:{}})}}return[...o.values()]}export{T as a};
//# sourceMappingURL=chunk-X77GPEWL.mjs.map
