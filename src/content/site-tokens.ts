import { caseStudyFiles, claimFiles, statFiles } from "./files";
import { figureTokens } from "@/lib/content/figures";
import { contentTokens } from "@/lib/content/tokens";
import { site } from "@/config/site";

/**
 * The values of the tokens copy may use: the brand and contact details from the site
 * configuration ({brand}, {phone}, …), every figure of the case studies and stats
 * ({lumen-aesthetics-scottsdale.uplift}, {stats.calls-missed}) and every standing claim
 * ({claims.reply}; lib/content/figures.ts).
 */
export const siteTokens = contentTokens(site, figureTokens(caseStudyFiles, statFiles, claimFiles));
