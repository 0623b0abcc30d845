/**
 * The one inline script of the site's own, run before first paint: it marks that scripts run
 * (html[data-js]), so reveal styles never hide content without them. The production server
 * allows it by its hash on pages rendered per request (cli/content-security.ts).
 */
export const SCRIPTS_RUN_MARKER = "document.documentElement.dataset.js=''";
