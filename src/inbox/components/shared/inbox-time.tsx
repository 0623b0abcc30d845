import { inboxTime } from "../../format-time";

export function InboxTime({ iso, zone }: { iso: string; zone: string }) {
  return <time dateTime={iso}>{inboxTime(iso, zone)}</time>;
}
