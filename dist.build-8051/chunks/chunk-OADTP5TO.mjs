import{j as t}from"./chunk-BLPRCXVB.mjs";function o(n){try{return t(n).anchors.filter(r=>r.anchor.status==="active").map(r=>`[${r.anchor.id}] ${r.anchor.title}`)}catch{return[]}}export{o as a};
//# sourceMappingURL=chunk-OADTP5TO.mjs.map
