var t=n=>`'${n.replace(/'/g,"'\\''")}'`,r=n=>n.map(t).join(" "),e={open:"{ __wukong_sbx_cwd=$(",close:' 3>&1 >&4 4>&-); } 4>&1 && { builtin cd -- "${__wukong_sbx_cwd:-.}" 2>/dev/null || :; }'},d=n=>`${e.open}${r(n)}${e.close}`;export{r as a,d as b};
//# sourceMappingURL=chunk-SKRH7RGQ.mjs.map
