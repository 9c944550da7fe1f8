import{b as o}from"./chunk-NZE47CUY.mjs";var c=r=>{let e=o([r]);return e.verb!=="allow"||e.notes.some(t=>t.severity==="evidence-required")};export{c as a};
//# sourceMappingURL=chunk-WFXXEC7P.mjs.map
