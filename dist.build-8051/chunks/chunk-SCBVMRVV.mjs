import{existsSync as t}from"node:fs";import{dirname as u,join as i,resolve as r}from"node:path";var g=[".wukong","wukong.config.json",i(".claude","settings.json"),".git"];function R(e,c=process.env){let n=c.CLAUDE_PROJECT_DIR;if(n&&t(n))return r(n);let o=r(e);for(;;){if(g.some(f=>t(i(o,f))))return o;let s=u(o);if(s===o)return r(e);o=s}}export{R as a};
//# sourceMappingURL=chunk-SCBVMRVV.mjs.map
