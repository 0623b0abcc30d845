// `npm run check` refuses an import against the one-way flow (docs/architecture.md) and an import
// cycle anywhere in the source, type-only imports included: a cycle hides which module a change
// really touches, and one that reaches a value at load time leaves it undefined.
const FEATURES =
  "^src/(leads|bookings|visits|inbox|components|content|pages|layouts|routing|documents)/";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "one-way",
      comment:
        "What several features share (src/lib, src/config, src/server) imports no feature: pages → features (leads, bookings, visits, inbox, components, content, …) → lib, config, server.",
      severity: "error",
      from: {
        path: "^src/(lib|config|server)/",
        pathNot: ["\\.test\\.tsx?$"],
      },
      to: { path: FEATURES },
    },
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
