var n={ok:0,finding:1,usage:2,refused:3,internal:70};export{n as a};
//# sourceMappingURL=chunk-PGEZKXPX.mjs.map
