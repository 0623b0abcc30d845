import { readCopy, type CopyOf } from "@/content/readers/collections";
import { oncePerBuild } from "@/lib/once-per-build";
import { leadCopyPages } from "./pages";

export type LeadCopy = CopyOf<typeof leadCopyPages>;

/** The words of the emails and the lead API, finished as the pages' are. */
export const leadCopy = oncePerBuild((): Promise<LeadCopy> => readCopy(leadCopyPages));
