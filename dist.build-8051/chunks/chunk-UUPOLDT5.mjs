import{e as o}from"./chunk-I7F5V4YY.mjs";var a=e=>`${Math.round(e*100)}%`;function i(e){let t=Object.entries(e.rescue.keepRecent).map(([r,n])=>`${r} ${n}`).join(", ");return[`Never pruned: the calls of ${e.dcp.protectedTools.join(", ")}; the last ${e.dcp.turnProtection} ${e.dcp.protectionUnit==="steps"?"assistant steps":"user turns"}; anything citing an anchor ([Dxxx], [Cxxx], [Ixxx]); files matching ${e.dcp.protectedFilePatterns.join(", ")}.`,`Prunable, newest kept: ${t}.`].join(" ")}function p(e,t){let r=Object.entries(e.rescue.keepRecent).map(([s,c])=>`${s} ${c}`).join(", "),n=t.length?` Keep these anchors word for word: ${t.map(s=>`[${s}]`).join(" ")}.`:"";return`/compact Keep the current task, every decision and constraint, the open todo list and the user's requests verbatim; keep what ${e.dcp.protectedTools.join(", ")} did in full.${n} Of older tool results keep only the newest (${r}); drop repeated calls, superseded reads and long outputs already acted on.`}function g(e){let t=a(e.ratio),r=p(e.config,e.anchorIds??[]),n=e.lang??"en",s=e.archive?` (${e.archive})`:"";switch(e.stage){case 1:return{agent:[o("notice.stage1.agent",n,{pct:t}),i(e.config)].join(`
`),user:o("notice.stage1.user",n,{pct:t})};case 2:return{agent:[o("notice.stage2.agent",n,{pct:t}),e.compact??"",e.anchors??"",e.wouldPrune??""].filter(Boolean).join(`

`),user:[o("notice.stage2.user",n,{pct:t}),r,...e.wouldPrune?[e.wouldPrune]:[]].join(`
`)};case 3:return{agent:[o("notice.stage3.agent",n,{pct:t,archive:s}),e.compact??"",e.anchors??"","continue"].filter(Boolean).join(`

`),user:[o("notice.stage3.user",n,{pct:t,archive:s}),r].join(`
`)};default:return null}}export{p as a,g as b};
//# sourceMappingURL=chunk-UUPOLDT5.mjs.map
