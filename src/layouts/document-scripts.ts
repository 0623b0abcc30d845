/**
 * Before first paint: html[data-js], so reveal styles never hide content when scripts do not run,
 * and html[data-query], so the search page keeps its results' room from the first frame.
 */
export const SCRIPTS_RUN_MARKER =
  "var d=document.documentElement.dataset;d.js='';if(new URLSearchParams(location.search).get('q'))d.query=''";

/** Prefetches a `data-prefetch` link's page as the visitor shows intent, with no script of ours. */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    { source: "document", where: { selector_matches: "a[data-prefetch]" }, eagerness: "moderate" },
  ],
});
