import { leadSchemas } from "@/leads/schemas";
import { serverWordsOf } from "@/leads/server/words";
import { leadCopy } from "@/leads/copy/reader";

/** The words of the emails and the lead API, as the build writes them from src/content/copy. */
export const serverWords = serverWordsOf(await leadCopy());

/** The lead API's schemas in those words. */
export const {
  contact: contactLeadSchema,
  landing: landingLeadSchema,
  attribution: attributionSchema,
} = leadSchemas(serverWords.leadForms);
