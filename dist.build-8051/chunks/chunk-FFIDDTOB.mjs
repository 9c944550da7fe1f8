import{fa as e}from"./chunk-CDU36CLH.mjs";var n=e(["PASS","REJECT","RETRY","SKIP","FEEDBACK"]),o=e(["L0","L1","L2","L3"]),r={L0:0,L1:1,L2:2,L3:3},i=e(["jie","ding","hui","shi"]);export{n as a,r as b};
//# sourceMappingURL=chunk-FFIDDTOB.mjs.map
