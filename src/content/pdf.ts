import { z } from "zod";
import { copy } from "./fields";
import { template } from "./template";

/** The words a document's PDF prints around its own (src/documents/pdf). */
export const pdfSchema = z.object({
  /** Before the revision date on the cover. */
  revised: copy,
  /** Before the address of the document's page, on the cover. */
  readOnline: copy,
  /** The running footer's page number. */
  page: template("page", "pages"),
  /** Before the agency's phone and email, at the end. */
  questions: copy,
});

export type PdfCopy = z.output<typeof pdfSchema>;
