import type { namedOrigin } from "@/lib/traffic-source";

/**
 * Where a lead came from, as its row in the list and its page say it: "google / cpc ·
 * spring-sale", or `direct`'s words.
 */
export const cameFrom = (
  { source, campaign }: ReturnType<typeof namedOrigin>,
  direct: string,
): string => [source, campaign].filter(Boolean).join(" · ") || direct;
