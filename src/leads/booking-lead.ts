/** The form of a lead the scheduler's booking made, for someone who booked without a form. */
export const BOOKING_FORM = "scheduler";

/** Who set a lead's status to booked, or back, in its record and in the audit log. */
export const SCHEDULER_ACTOR = "scheduler";
