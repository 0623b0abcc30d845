import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { agoText } from "@/inbox/relative-time";
import { inboxTime } from "@/server/time-zone";

export function InboxTime({ iso, zone }: { iso: string; zone: string }) {
  return <time dateTime={iso}>{inboxTime(iso, zone)}</time>;
}

/**
 * How long ago, from the page's `now` ("2 h ago"), with the exact time in the agency's zone on
 * hover and for a screen reader.
 */
export function AgoTime({
  iso,
  now,
  zone,
  words,
}: {
  iso: string;
  now: string;
  zone: string;
  words: InboxCopy["leads"]["ago"];
}) {
  const exact = inboxTime(iso, zone, { withZone: true });
  return (
    <time dateTime={iso} title={exact}>
      <span aria-hidden="true">{agoText(iso, now, zone, words)}</span>
      <span className="sr-only">{exact}</span>
    </time>
  );
}
