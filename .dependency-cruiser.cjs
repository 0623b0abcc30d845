// `npm run check` refuses an import cycle anywhere in the source, type-only imports included:
// a cycle hides which module a change really touches, and one that reaches a value at load
// time leaves it undefined.
/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Modules import one way: break the cycle by moving what both need below them.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mjs", ".js", ".astro"] },
  },
};
