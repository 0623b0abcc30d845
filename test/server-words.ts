import { leadSchemas } from "@/leads/schemas";
import { serverWordsOf } from "@/leads/server/words";
import { siteCopy } from "@/content/readers/collections";

/** The words of the emails and the lead API, as the build writes them from src/content/copy. */
export const serverWords = serverWordsOf(await siteCopy());

/** The lead API's schemas in those words. */
export const {
  contact: contactLeadSchema,
  landing: landingLeadSchema,
  attribution: attributionSchema,
} = leadSchemas(serverWords.leadForms);
