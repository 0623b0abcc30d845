/** The inbox's fields and selects: one height, border and type, so every form reads alike. */
export const CONTROL =
  "block rounded-control border border-ink-200 bg-white px-3 text-[0.9375rem] text-ink-900 hover:border-ink-300";

/** A one-line control: a select, a date, a search. */
export const LINE_CONTROL = `${CONTROL} h-11`;

/** A one-line control in a bar or a menu, as tall as the small buttons beside it. */
export const BAR_CONTROL = `${CONTROL} h-10`;
