function r(e){return{retry:e.retryLimit,backtrack:e.backtrackLimit,redo:e.redoLimit,smallFixMaxLines:e.smallFixMaxLines}}function t(e,i){return e>=i}export{r as a,t as b};
//# sourceMappingURL=chunk-OEG7OFBD.mjs.map
