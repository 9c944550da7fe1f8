import{a}from"./chunk-P5DUNHYF.mjs";import"./chunk-D6AJFS7F.mjs";import"./chunk-O6B6MVD6.mjs";import"./chunk-HKLO4NK5.mjs";import"./chunk-DRPCRRDQ.mjs";import"./chunk-E6TBG7AB.mjs";import"./chunk-AS3CHAKR.mjs";export{a as kernelSnapshot};
//# sourceMappingURL=kernel-snapshot-VBC7YTZQ.mjs.map
