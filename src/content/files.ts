import { readContentFolder } from "@/lib/content/content-files";

/*
 * The files of the collections the single pages' copy modules need as they are imported (the
 * figure tokens, and the FAQ groups, stats and testimonials they name by slug), by path
 * ("./stats/uptime.yaml"): bundled by Vite for the site and the unit tests, read from disk where
 * content is imported without Vite (the end-to-end tests). Everything else reads records through
 * Astro's collections (content/collections.ts).
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

export const caseStudyFiles = filesOf("case-studies", ".md");
export const testimonialFiles = filesOf("testimonials", ".yaml");
export const faqFiles = filesOf("faqs", ".yaml");
export const statFiles = filesOf("stats", ".yaml");
export const claimFiles = filesOf("claims", ".yaml");
