// `npm run check` refuses an import against the one-way flow (docs/architecture.md) and an import
// cycle anywhere in the source, type-only imports included: a cycle hides which module a change
// really touches, and one that reaches a value at load time leaves it undefined.
const FEATURES =
  "^src/(leads|bookings|visits|inbox|components|content|pages|root-files|layouts|routing|documents|app)/";

/**
 * The only imports between features (docs/architecture.md, "The folders"): the content is read
 * by all and reads none; routing builds the site map from it; a lead's code may use the documents
 * it emails; bookings and visits come back to their leads; the inbox shows all three. `app`
 * composes them for the server, the inbox's retention too. Pages, the files at the site's root and layouts, above
 * everything, may import anything.
 */
const FEATURE_IMPORTS = {
  content: [],
  routing: ["content"],
  documents: ["content", "routing"],
  leads: ["content", "routing", "documents"],
  bookings: ["leads"],
  visits: ["leads", "content", "routing"],
  components: ["content", "routing", "leads", "visits"],
  inbox: ["leads", "bookings", "visits", "content", "routing", "components"],
  app: ["leads", "bookings", "visits", "inbox", "content", "routing"],
};
const ALL_FEATURES = [...Object.keys(FEATURE_IMPORTS), "pages", "root-files", "layouts"];

const featureRules = Object.entries(FEATURE_IMPORTS).map(([feature, allowed]) => ({
  name: `${feature}-imports`,
  comment: `src/${feature} imports ${allowed.length ? allowed.join(", ") : "no feature"} (and lib, config, server), nothing else.`,
  severity: "error",
  from: { path: `^src/${feature}/`, pathNot: ["\\.test\\.tsx?$"] },
  to: {
    path: `^src/(${ALL_FEATURES.filter((other) => other !== feature && !allowed.includes(other)).join("|")})/`,
  },
}));

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    ...featureRules,
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
