import { serverWordsOf } from "@/leads/server/words";
import { siteCopy } from "@/lib/content/collections";

/** The words of the emails and the lead API, as the build writes them from src/content/copy. */
export const serverWords = serverWordsOf(await siteCopy());
