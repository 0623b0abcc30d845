import type { downloadSchema } from "@/content/downloads";
import type { FinishedFields } from "@/content/finished";
import type { HeadedText } from "./markdown";
import { proseSections, type ProseSection } from "./pages";

/** A download as its page shows it: its fields, its address and its text in sections. */
export type Download = FinishedFields<typeof downloadSchema> & {
  slug: string;
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
