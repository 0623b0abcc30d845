import type { InboxCopy } from "@/content/schemas/copy/inbox";
import type { RefusalStatus } from "./refusals";
import type { LeadFormRefusal } from "./lead-refusal";
import type { InboxServices } from "./services";
import type { SignedIn } from "@/inbox/auth/sign-in";

/** What a held change was, by the notice its lead's page gives once it is made. */
export type HeldKind = "note" | "status" | "owner";

/**
 * What became of a change held for the staff member now signed in (signed-out-changes.ts); not
 * saved, why: a note back in its form, a status or owner refused with the choice kept.
 */
export type HeldOutcome = { kind: HeldKind; saved: boolean } & Pick<
  LeadFormRefusal,
  "draft" | "refusedStatus" | "refusedOwner"
>;

export type InboxLocals = InboxServices & {
  signedIn: SignedIn | null;
  /** This browser's CSRF token, for the forms' `csrf` field. */
  csrf: string;
  words: InboxCopy;
  /** Each form the site sends, by the name the agency's new-lead email gives it. */
  formNames: Record<string, string>;
  /**
   * Work kept off the answer's path, such as a sign-in link's email: run once the answer has
   * gone, so the answer takes as long whatever the work; a failure is logged.
   */
  afterAnswer: (task: () => Promise<void>) => void;
  /** Set when the gate answers with a refusal instead of the page asked for. */
  refusal: RefusalStatus | undefined;
  /** What became of the changes sent here after a session ended, made on this page's lead. */
  held: HeldOutcome[];
};
