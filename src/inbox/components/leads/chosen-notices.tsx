import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import type { ChosenNotice } from "@/inbox/server/suspected-page";
import { Notice } from "@/inbox/components/shared/notice";

export type ChosenNoticesProps = {
  notice: ChosenNotice;
  copy: InboxCopy["suspected"];
  /** Days kept in the trash. */
  days: number;
};

/**
 * What an action on chosen submissions did, and apart, how many it did not do and why: someone
 * else acted on them first, or they are gone for good.
 */
export function ChosenNotices({ notice, copy, days }: ChosenNoticesProps) {
  const { action, done, moved, gone } = notice;
  return (
    <>
      {done > 0 && (
        <Notice tone="done">{fillTemplate(copy.done[action], { count: done, days })}</Notice>
      )}
      {moved > 0 && (
        <Notice tone="problem">{fillTemplate(copy.moved[action], { count: moved })}</Notice>
      )}
      {gone > 0 && <Notice tone="problem">{fillTemplate(copy.gone, { count: gone, days })}</Notice>}
    </>
  );
}
