import { SCHEDULER_ACTOR } from "@/leads/booking-lead";
import type { StaffNames } from "./auth/staff";

/**
 * Who did something: the scheduler's webhook by its name in the inbox's words, a staff member by
 * their name where `names` has it, else by their email.
 */
export const actorName = (actor: string, schedulerName: string, names: StaffNames = {}): string =>
  actor === SCHEDULER_ACTOR ? schedulerName : (names[actor] ?? actor);
