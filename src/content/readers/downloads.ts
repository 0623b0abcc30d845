import type { downloadSchema } from "@/content/downloads";
import type { FinishedFields, FinishedRecord } from "@/content/finished";
import type { HeadedText } from "./markdown";
import { proseSections, type ProseSection } from "./prose";

/** A download as its page shows it: its fields, its address and its text in sections. */
export type Download = FinishedRecord<typeof downloadSchema> & {
  sections: readonly ProseSection[];
};

export function toDownload(
  slug: string,
  data: FinishedFields<typeof downloadSchema>,
  text: HeadedText,
  file: string,
): Download {
  return { ...data, slug, sections: proseSections(text, file) };
}
