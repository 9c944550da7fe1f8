function f(o){let e=o.split(""),n=0,c=(i,l)=>{for(let s=i;s<l;s++)e[s]!==`
`&&(e[s]=" ")};for(;n<o.length;){let i=o[n];if(i==="/"&&o[n+1]==="/"){let l=o.indexOf(`
`,n),s=l===-1?o.length:l;c(n,s),n=s}else if(i==="/"&&o[n+1]==="*"){let l=o.indexOf("*/",n+2),s=l===-1?o.length:l+2;c(n,s),n=s}else if(i==="'"||i==='"'||i==="`"){let l=n+1;for(;l<o.length&&o[l]!==i;)l+=o[l]==="\\"?2:1;c(n+1,l),n=l+1}else n+=1}return e.join("")}export{f as a};
//# sourceMappingURL=chunk-BZ7V3Q2X.mjs.map
