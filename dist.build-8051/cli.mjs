import{b as a,c as b}from"./chunks/chunk-JUNOLQ3M.mjs";import"./chunks/chunk-PGEZKXPX.mjs";import"./chunks/chunk-P2Q4ATF6.mjs";import"./chunks/chunk-AS3CHAKR.mjs";export{a as COMMAND_NAMES,b as run};
//# sourceMappingURL=cli.mjs.map
