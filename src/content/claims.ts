import { z } from "zod";
import { copy } from "./fields";

/**
 * A standing claim, written once and cited by name wherever copy makes it: "under 7 seconds" is
 * `{claims.reply}` (content/readers/figures.ts). One file each, src/content/claims/{slug}.yaml;
 * `name` says what the claim is about (the editor names the file after it).
 */
export const claimSchema = z
  .object({
    name: copy.meta({ title: "What it is about" }),
    text: copy.meta({
      title: "Claim",
      description: "Written as a sentence says it, so copy can cite it mid-sentence.",
    }),
  })
  .strict();
