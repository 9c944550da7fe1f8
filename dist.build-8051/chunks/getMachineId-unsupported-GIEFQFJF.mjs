import{g as t,h as i}from"./chunk-MNN3ZERO.mjs";import{c as d,f as n}from"./chunk-AS3CHAKR.mjs";var a=d(e=>{Object.defineProperty(e,"__esModule",{value:!0});e.getMachineId=void 0;var u=(i(),n(t));async function r(){u.diag.debug("could not read machine-id: unsupported platform")}e.getMachineId=r});export default a();
//# sourceMappingURL=getMachineId-unsupported-GIEFQFJF.mjs.map
