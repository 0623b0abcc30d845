/**
 * The inline scripts of every document, each allowed by its hash in the page's policy
 * (src/layouts/document.astro).
 *
 * The one that runs, before first paint: it marks that scripts run (html[data-js]), so reveal
 * styles never hide content without them, and that the address asks a search (html[data-query]),
 * so the search page keeps its results' room from the first frame and they move nothing below.
 */
export const SCRIPTS_RUN_MARKER =
  "var d=document.documentElement.dataset;d.js='';if(new URLSearchParams(location.search).get('q'))d.query=''";

/**
 * The document's speculation rules: the browser fetches a page that a link marked
 * `data-prefetch` leads to (the header's, NavLink) as the visitor shows intent (hover, or a
 * pointer going down), with no script of the site's own. Browsers without speculation rules
 * ignore them.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    { source: "document", where: { selector_matches: "a[data-prefetch]" }, eagerness: "moderate" },
  ],
});
