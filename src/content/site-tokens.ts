import { caseStudyFiles, claimFiles, statFiles } from "./files";
import { parseContentFile } from "@/lib/content/content-files";
import { figureTokens, type FigureSource } from "@/lib/content/figures";
import { contentTokens } from "@/lib/content/tokens";
import { site } from "@/config/site";

/** A folder's files as the records figures come from. */
function asRecords(folder: string, files: { [path: string]: string }): FigureSource[] {
  return Object.entries(files).map(([key, source]) => {
    const file = parseContentFile(`src/content/${folder}/${key.split("/").at(-1)}`, source);
    return { slug: file.slug, fields: file.frontmatter };
  });
}

/**
 * The values of the tokens copy may use: the brand and contact details from the site
 * configuration ({brand}, {phone}, …), every figure of the case studies and stats
 * ({lumen-aesthetics-scottsdale.uplift}, {stats.calls-missed}) and every standing claim
 * ({claims.reply}; lib/content/figures.ts).
 */
export const siteTokens = contentTokens(
  site,
  figureTokens({
    caseStudies: asRecords("case-studies", caseStudyFiles),
    stats: asRecords("stats", statFiles),
    claims: asRecords("claims", claimFiles),
  }),
);
