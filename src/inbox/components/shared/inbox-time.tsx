import { inboxTime } from "@/server/time-zone";

export function InboxTime({ iso, zone }: { iso: string; zone: string }) {
  return <time dateTime={iso}>{inboxTime(iso, zone)}</time>;
}
