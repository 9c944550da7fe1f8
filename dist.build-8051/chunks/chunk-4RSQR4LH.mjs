import{fa as e}from"./chunk-CDU36CLH.mjs";var o=e(["hard-deny","soft-deny","evidence-required","warning"]),i=e(["CRITICAL","HIGH","MEDIUM","LOW"]);export{o as a};
//# sourceMappingURL=chunk-4RSQR4LH.mjs.map
