import{g as r}from"./chunk-CJMWVEE4.mjs";function n(t){return r(t)}export{n as a};
//# sourceMappingURL=chunk-PQWMEL7Y.mjs.map
