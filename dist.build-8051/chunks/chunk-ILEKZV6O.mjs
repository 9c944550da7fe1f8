function r(e){let o=e.env.NO_COLOR;return o!==void 0&&o!==""||e.env.TERM==="dumb"?!1:e.stdoutIsTTY?.()===!0}var t={red:31,green:32,yellow:33,dim:2},s=(e,o,n)=>e?`\x1B[${t[o]}m${n}\x1B[0m`:n;export{r as a,s as b};
//# sourceMappingURL=chunk-ILEKZV6O.mjs.map
