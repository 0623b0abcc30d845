import { SCHEDULER_ACTOR } from "@/leads/booking-lead";

/** A staff member by their email; the scheduler's webhook by its name in the inbox's words. */
export const actorName = (actor: string, schedulerName: string): string =>
  actor === SCHEDULER_ACTOR ? schedulerName : actor;
