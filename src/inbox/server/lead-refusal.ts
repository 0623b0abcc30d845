import type { NoteChangeProblem, NoteProblem } from "@/leads/server/record/notes";
import type { LeadStatus } from "@/server/db/schema";

/** What a form on a lead's page could not do, shown on the page again with what was sent. */
export type LeadFormRefusal = {
  /**
   * A status not saved: another change came after the page the person sent it from (`stale`,
   * with their choice, kept in the form), or the form could not be read.
   */
  refusedStatus?: { problem: "stale"; wanted: LeadStatus } | { problem: "unreadable" };
  /**
   * An owner not saved: a stale page (`wanted`: an address, or null for no one), an address that
   * is no account's (`not-staff`), or a form that could not be read.
   */
  refusedOwner?:
    | { problem: "stale"; wanted: string | null }
    | { problem: "not-staff"; wanted: string }
    | { problem: "unreadable" };
  /** A note that was not added, and why: kept so nothing typed is lost. */
  draft?: { body: string; problem: NoteProblem };
  /** A note being corrected or deleted; with why, when the last try did not apply. */
  noteChange?: NoteChange;
  /** An admin's work (erasing the person) asked by a staff account. */
  adminOnly?: true;
};

export type NoteChange = {
  noteId: string;
  kind: "correct" | "delete";
  /** The correction as sent, kept when it was not saved. */
  body?: string;
  problem?: NoteChangeProblem;
};
