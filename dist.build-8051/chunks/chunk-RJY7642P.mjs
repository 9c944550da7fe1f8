var h="refs/wukong/snapshots/",g="wukong snapshot";function l(e){return`${g}

${JSON.stringify(e)}
`}function S(e){let[p,,r]=e.split(`
`);if(p!==g||!r)return;let t;try{t=JSON.parse(r)}catch{return}if(t===null||typeof t!="object")return;let o=t,n=c=>typeof o[c]=="string"?o[c]:void 0,i=n("before"),a=n("tool"),u=n("worktree"),s=n("takenAt");if(i===void 0||a===void 0||u===void 0||s===void 0||Number.isNaN(Date.parse(s)))return;let d=n("session"),f=n("seal");return{before:i,tool:a,reason:n("reason")??"",...d!==void 0?{session:d}:{},worktree:u,takenAt:s,...f!==void 0?{seal:f}:{}}}var k=e=>e.slice(0,12);export{h as a,l as b,S as c,k as d};
//# sourceMappingURL=chunk-RJY7642P.mjs.map
