/**
 * The one inline script of the site's own, run before first paint: it marks that scripts run
 * (html[data-js]), so reveal styles never hide content without them. Every page's policy allows
 * it by its hash (src/layouts/document.astro).
 */
export const SCRIPTS_RUN_MARKER = "document.documentElement.dataset.js=''";
