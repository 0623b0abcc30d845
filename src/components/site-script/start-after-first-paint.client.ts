import { afterFirstPaint } from "@/components/browser/first-paint";

/**
 * Starts the site's own script once the page has painted its first content. The layout
 * (src/layouts/site.astro) holds that script in `<template data-after-first-paint>`, whose
 * contents the browser neither fetches nor runs; a copy moved into the page then is. Fetched
 * beside the stylesheet and the brand font, it took a connection of its own and held back the
 * first paint on a slow network; menus, dialogs and forms work as plain HTML meanwhile. Nothing
 * else imports what this imports, so it bundles into one small file with no imports, which Astro
 * writes into the page instead of linking.
 */
afterFirstPaint(() => {
  const template = document.querySelector<HTMLTemplateElement>("template[data-after-first-paint]");
  if (template) document.body.append(document.importNode(template.content, true));
});
