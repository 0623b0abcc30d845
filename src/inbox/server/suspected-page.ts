import {
  countIn,
  deleteDiscarded,
  discardSuspected,
  releaseChosen,
  restoreDiscarded,
  chosenIn,
  suspectedRetentionDays,
} from "@/leads/server/record/suspected";
import type { ChosenOutcome } from "@/leads/server/record/chosen";
import type { KeptApartPlace } from "@/leads/server/record/queries";
import { leadListPage, type LeadListPage } from "@/leads/server/record/lead-list";
import type { AuditAction } from "@/server/audit-actions";
import { deliveryChannels, serverEnv, visitorEmailCaps } from "@/server/env";
import { INBOX_PATHS, leadHref } from "@/lib/inbox-paths";
import { staffNamesOf, type StaffNames } from "../auth/staff";
import { readListAddress, type ListAddress } from "./list-address";
import { auditRequest } from "./audit";
import { chooseAllOf } from "./chosen";
import type { InboxLocals } from "./locals";
import { redirect } from "./redirect";

/** What was done to the chosen submissions, as the page then says it. */
export const CHOSEN_ACTIONS = ["released", "discarded", "restored", "deleted"] as const;
export type ChosenAction = (typeof CHOSEN_ACTIONS)[number];

/** What the page says after an action on chosen submissions: how many were done, and not. */
export type ChosenNotice = { action: ChosenAction; done: number; moved: number; gone: number };

export type KeptApartView = ListAddress & {
  place: KeptApartPlace;
  page: LeadListPage;
  /** How many are in the folder and in the trash. */
  counts: Record<KeptApartPlace, number>;
  notice: ChosenNotice | "none-chosen" | undefined;
  /** Every box on the page checked (`?all`): choosing them all without a script. */
  allChosen: boolean;
  /** This page with every box checked, or with none. */
  chooseAllHref: string;
  /** Who discarded what the trash shows, by their email. */
  names: StaffNames;
  /** Days a submission stays in the folder, and in the trash once discarded. */
  days: number;
};

/** Delete for good asked for: the chosen ones still in the trash, to confirm. */
export type DeleteConfirmation = { confirm: string[] };

/** At most this many chosen at once: a page's worth, with room. */
const MAX_CHOSEN = 200;

/** Each form's action, and the page that says what it did. */
const ACTIONS = {
  release: { done: "released", audit: "released", place: "suspected" },
  discard: { done: "discarded", audit: "discarded", place: "suspected" },
  restore: { done: "restored", audit: "restored", place: "trash" },
  "delete-confirmed": { done: "deleted", audit: "deleted-for-good", place: "trash" },
} as const satisfies Record<
  string,
  { done: ChosenAction; audit: AuditAction; place: KeptApartPlace }
>;

const isAction = (name: string): name is keyof typeof ACTIONS => Object.hasOwn(ACTIONS, name);

/** Delete for good's first step, which only asks (DeleteConfirmation). */
const ASK_DELETE = "delete";

/** The query parameters a notice travels in, after the redirect. */
const NOTICE_PARAMS = ["notice", "count", "moved", "gone"] as const;

export const keptApartPath = (place: KeptApartPlace) =>
  place === "trash" ? INBOX_PATHS.trash : INBOX_PATHS.suspected;

/** Where a submission's page stands: in the suspected folder, or in its trash; null for a lead. */
export const placeOf = (lead: {
  suspected: string | null;
  discarded_at: string | null;
}): KeptApartPlace | null => (lead.suspected ? (lead.discarded_at ? "trash" : "suspected") : null);

/** The address that says what was done: `to` (a page), with the notice. */
function noticeHref(to: string, notice: ChosenNotice): string {
  const query = new URLSearchParams({
    notice: notice.action,
    count: String(notice.done),
    moved: String(notice.moved),
    gone: String(notice.gone),
  });
  return `${to}?${query}`;
}

/** A notice of what was done, from the address a redirect gave (noticeHref). */
export function chosenNoticeOf(url: URL): ChosenNotice | undefined {
  const action = CHOSEN_ACTIONS.find((known) => known === url.searchParams.get("notice"));
  const [done, moved, gone] = ["count", "moved", "gone"].map((name) =>
    Number(url.searchParams.get(name) ?? Number.NaN),
  );
  if (!action || ![done, moved, gone].every((n) => Number.isInteger(n) && n! >= 0)) {
    return undefined;
  }
  return { action, done: done!, moved: moved!, gone: gone! };
}

/**
 * An action on chosen submissions, posted from the folder, the trash or a submission's own page
 * (`back=lead`): released (each delivered once, as `leads release` does), discarded to the
 * trash, restored from it, or deleted for good. Delete for good asks first: its first post
 * answers with what to confirm, and deletes nothing. Each submission is done whole or not at all;
 * the answer says how many were, and of the rest how many someone else had acted on first or
 * were gone.
 */
export async function applyChosen(
  request: Request,
  inbox: InboxLocals,
): Promise<Response | DeleteConfirmation> {
  const form = await request.formData();
  const ids = form
    .getAll("lead")
    .filter((id): id is string => typeof id === "string")
    .slice(0, MAX_CHOSEN);
  const asked = String(form.get("action") ?? "");
  const place = isAction(asked) ? ACTIONS[asked].place : asked === ASK_DELETE ? "trash" : null;
  if (!place) return redirect(INBOX_PATHS.suspected);
  if (!ids.length) return redirect(`${keptApartPath(place)}?notice=none-chosen`);
  if (!isAction(asked)) {
    const still = await chosenIn(inbox.db, ids, "trash");
    if (still.done.length) return { confirm: still.done };
    return redirect(noticeHref(INBOX_PATHS.trash, { ...still, action: "deleted", done: 0 }));
  }
  const action = ACTIONS[asked];
  const fromLead = form.get("back") === "lead" ? ids[0] : undefined;
  const outcome = await act(asked, ids, inbox);
  for (const leadId of outcome.done) {
    await auditRequest(request, inbox, { action: action.audit, leadId });
  }
  const notice = { ...outcome, action: action.done, done: outcome.done.length };
  // Back to the submission's page while it is still there to show.
  const to =
    fromLead && !outcome.gone && action.done !== "deleted"
      ? leadHref(fromLead)
      : keptApartPath(place);
  return redirect(noticeHref(to, notice));
}

function act(
  action: keyof typeof ACTIONS,
  ids: readonly string[],
  inbox: InboxLocals,
): Promise<ChosenOutcome> {
  switch (action) {
    case "release": {
      const env = serverEnv();
      return releaseChosen(inbox.db, ids, {
        channels: deliveryChannels(env),
        now: new Date(),
        visitorCaps: visitorEmailCaps(env),
      });
    }
    case "discard":
      return discardSuspected(inbox.db, ids, {
        by: inbox.signedIn?.staff.email ?? "",
        at: new Date().toISOString(),
      });
    case "restore":
      return restoreDiscarded(inbox.db, ids);
    case "delete-confirmed":
      return deleteDiscarded(inbox.db, ids);
  }
}

/** The days what is kept apart stays: in the folder from arrival, in the trash from discard. */
export const keptApartDays = () => suspectedRetentionDays(serverEnv().LEAD_RETENTION_DAYS);

/**
 * The folder or its trash: a page of it on GET, newest first (the trash by when each was
 * discarded); on POST, the action on those chosen (applyChosen).
 */
export async function keptApartPage(
  request: Request,
  url: URL,
  inbox: InboxLocals,
  place: KeptApartPlace,
): Promise<KeptApartView | DeleteConfirmation | Response> {
  if (request.method === "POST") return applyChosen(request, inbox);
  const address = readListAddress(url, inbox.searchSecret);
  const filter = { ...address.filter, place };
  const [page, suspected, trash] = await Promise.all([
    leadListPage(inbox.db, filter, address.cursor, inbox.timeZone),
    countIn(inbox.db, "suspected"),
    countIn(inbox.db, "trash"),
  ]);
  return {
    ...address,
    filter,
    place,
    page,
    counts: { suspected, trash },
    notice: url.searchParams.get("notice") === "none-chosen" ? "none-chosen" : chosenNoticeOf(url),
    ...chooseAllOf(url, NOTICE_PARAMS),
    names: await staffNamesOf(
      inbox.db,
      page.rows.flatMap((row) => (row.discardedBy ? [row.discardedBy] : [])),
    ),
    days: keptApartDays(),
  };
}
