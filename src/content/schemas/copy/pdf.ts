import { z } from "zod";
import { copy } from "../fields";
import { template } from "../template";

/**
 * The words a document's PDF prints around its own (src/documents/pdf): `revised` before the
 * cover's revision date, `readOnline` before its page's address, `page` in the running footer,
 * `questions` before the agency's phone and email at the end.
 */
export const pdfSchema = z.object({
  revised: copy,
  readOnline: copy,
  page: template("page", "pages"),
  questions: copy,
});

export type PdfCopy = z.output<typeof pdfSchema>;
