import { readContentFolder } from "./lib/content-files";

/*
 * The files of the collections by path ("./posts/x.md", "./stats/uptime.yaml"), for code that needs every record as
 * it is imported (the route registry, the search index, the figure tokens, tests): bundled by
 * Vite for the site and the unit tests, read from disk where content is imported without Vite
 * (the end-to-end tests). The pages read the same files through Astro's collections.
 */

export const postFiles = import.meta.env
  ? import.meta.glob<string>("./posts/*.md", { query: "?raw", import: "default", eager: true })
  : readContentFolder(new URL("./posts/", import.meta.url), ".md");

export const caseStudyFiles = import.meta.env
  ? import.meta.glob<string>("./case-studies/*.md", {
      query: "?raw",
      import: "default",
      eager: true,
    })
  : readContentFolder(new URL("./case-studies/", import.meta.url), ".md");

export const pageFiles = import.meta.env
  ? import.meta.glob<string>("./pages/*.md", { query: "?raw", import: "default", eager: true })
  : readContentFolder(new URL("./pages/", import.meta.url), ".md");

export const testimonialFiles = import.meta.env
  ? import.meta.glob<string>("./testimonials/*.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    })
  : readContentFolder(new URL("./testimonials/", import.meta.url), ".yaml");

export const faqFiles = import.meta.env
  ? import.meta.glob<string>("./faqs/*.yaml", { query: "?raw", import: "default", eager: true })
  : readContentFolder(new URL("./faqs/", import.meta.url), ".yaml");

export const statFiles = import.meta.env
  ? import.meta.glob<string>("./stats/*.yaml", { query: "?raw", import: "default", eager: true })
  : readContentFolder(new URL("./stats/", import.meta.url), ".yaml");
