import { discardSuspected } from "@/leads/server/record/queries";
import { releaseSuspected } from "@/leads/server/record/store";
import { deliveryChannels, serverEnv, visitorEmailCaps } from "@/server/env";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { leadListPage, type LeadListPage } from "@/leads/server/record/lead-list";
import { readListAddress, type ListAddress } from "./leads-page";
import { auditRequest } from "./audit";
import type { InboxLocals } from "./locals";
import { redirect } from "./redirect";

export type SuspectedView = ListAddress & {
  page: LeadListPage;
  notice: { done: "released" | "discarded"; count: number } | "none-chosen" | undefined;
};

/** At most this many chosen at once: a page's worth, with room. */
const MAX_CHOSEN = 200;

/**
 * The submissions kept apart: a page of them on GET; on POST, those chosen released (each
 * delivered once, as `leads release` does) or discarded.
 */
export async function suspectedPage(
  request: Request,
  url: URL,
  inbox: InboxLocals,
): Promise<SuspectedView | Response> {
  if (request.method === "POST") {
    const form = await request.formData();
    const ids = form
      .getAll("lead")
      .filter((id): id is string => typeof id === "string")
      .slice(0, MAX_CHOSEN);
    if (!ids.length) return redirect(`${INBOX_PATHS.suspected}?notice=none-chosen`);
    const action = form.get("action") === "release" ? "released" : "discarded";
    const done: string[] = [];
    if (action === "released") {
      const env = serverEnv();
      for (const id of ids) {
        const result = await releaseSuspected(
          inbox.db,
          id,
          deliveryChannels(env),
          new Date(),
          visitorEmailCaps(env),
        );
        if (result === "released") done.push(id);
      }
    } else {
      done.push(...(await discardSuspected(inbox.db, ids)));
    }
    for (const leadId of done) {
      await auditRequest(request, inbox, { action, leadId });
    }
    const count = done.length;
    return redirect(`${INBOX_PATHS.suspected}?notice=${action}&count=${count}`);
  }
  const address = readListAddress(url, inbox.searchSecret);
  const filter = { ...address.filter, suspected: true };
  const page = await leadListPage(inbox.db, filter, address.cursor, inbox.timeZone);
  return { ...address, filter, page, notice: noticeOf(url) };
}

function noticeOf(url: URL): SuspectedView["notice"] {
  const notice = url.searchParams.get("notice");
  if (notice === "none-chosen") return notice;
  const count = Number(url.searchParams.get("count"));
  if ((notice === "released" || notice === "discarded") && Number.isInteger(count)) {
    return { done: notice, count };
  }
  return undefined;
}
