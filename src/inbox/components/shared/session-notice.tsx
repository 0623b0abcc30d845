import { Button } from "@/components/ui/button";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";

/** How long before the idle limit the warning shows. */
const WARN_SECONDS = 2 * 60;

export type SessionNoticeProps = {
  copy: InboxCopy["session"];
  /** Until the session ends unless used again. */
  leftSeconds: number;
  /** How much further each request moves that on (INBOX_IDLE_MINUTES). */
  idleSeconds: number;
  /** Until its hours are up, however busy. */
  limitSeconds: number;
  /** How many hours a session lasts at most. */
  limitHours: number;
};

/**
 * Near the idle limit, a warning with a way to stay signed in; past it, that the session ended and
 * what is sent is kept. Hidden in the HTML: the inbox's script (inbox-keys.client.ts) times them.
 */
export function SessionNotice({
  copy,
  leftSeconds,
  idleSeconds,
  limitSeconds,
  limitHours,
}: SessionNoticeProps) {
  const panel = "rounded-card border border-ink-200 bg-white p-4 text-sm text-ink-800 shadow-lift";
  return (
    <div
      data-session-notice=""
      data-left={leftSeconds}
      data-idle={idleSeconds}
      data-limit={limitSeconds}
      data-warn={WARN_SECONDS}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md"
    >
      <div role="alert" data-session-part="ending" hidden className={panel}>
        <p>{fillTemplate(copy.ending, { minutes: WARN_SECONDS / 60 })}</p>
        <Button size="sm" className="mt-3" data-session-stay="">
          {copy.stay}
        </Button>
      </div>
      <p role="alert" data-session-part="limit" hidden className={panel}>
        {fillTemplate(copy.limitEnding, {
          minutes: WARN_SECONDS / 60,
          hours: limitHours,
        })}
      </p>
      <p role="alert" data-session-part="ended" hidden className={panel}>
        {copy.ended}
      </p>
    </div>
  );
}
