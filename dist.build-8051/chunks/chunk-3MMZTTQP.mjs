//# sourceMappingURL=chunk-3MMZTTQP.mjs.map
