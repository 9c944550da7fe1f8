import{a as c,c as r}from"./chunk-AS3CHAKR.mjs";var o=r(e=>{"use strict";Object.defineProperty(e,"__esModule",{value:!0});e.execFileAsync=e.execAsync=void 0;var i=c("child_process"),s=c("util");e.execAsync=s.promisify(i.exec);e.execFileAsync=s.promisify(i.execFile)});export{o as a};
//# sourceMappingURL=chunk-2WW67CF6.mjs.map
