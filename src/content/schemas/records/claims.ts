import { z } from "zod";
import { copy } from "../fields";

/** A standing claim, written once and cited by name: "under 7 seconds" is `{claims.reply}`. */
export const claimSchema = z
  .object({
    name: copy.meta({ title: "What it is about" }),
    text: copy.meta({
      title: "Claim",
      description: "Written as a sentence says it, so copy can cite it mid-sentence.",
    }),
  })
  .strict();
