import { readContentFolder } from "@/lib/content/content-files";

/*
 * The files of the collections by path ("./posts/x.md", "./stats/uptime.yaml"), for code that
 * needs every record as it is imported (the route registry, the search index, the figure tokens,
 * tests): bundled by Vite for the site and the unit tests, read from disk where content is
 * imported without Vite (the end-to-end tests). The pages read the same files through Astro's
 * collections.
 */

const bundled = import.meta.env
  ? import.meta.glob<string>(["./*/*.md", "./*/*.yaml"], {
      query: "?raw",
      import: "default",
      eager: true,
    })
  : undefined;

function filesOf(folder: string, extension: ".md" | ".yaml"): Record<string, string> {
  if (!bundled) return readContentFolder(new URL(`./${folder}/`, import.meta.url), extension);
  return Object.fromEntries(
    Object.entries(bundled).filter(
      ([path]) => path.startsWith(`./${folder}/`) && path.endsWith(extension),
    ),
  );
}

export const postFiles = filesOf("posts", ".md");
export const caseStudyFiles = filesOf("case-studies", ".md");
export const pageFiles = filesOf("pages", ".md");
export const testimonialFiles = filesOf("testimonials", ".yaml");
export const faqFiles = filesOf("faqs", ".yaml");
export const statFiles = filesOf("stats", ".yaml");
export const claimFiles = filesOf("claims", ".yaml");
export const serviceFiles = filesOf("services", ".yaml");
export const industryFiles = filesOf("industries", ".yaml");
