/** The inbox's fields and selects: one height, border and type, so every form reads alike. */
export const CONTROL =
  "block rounded-control border border-ink-200 bg-white px-3 text-[0.9375rem] text-ink-900 hover:border-ink-300";

/** A one-line control: a select, a date, a search. */
export const LINE_CONTROL = `${CONTROL} h-11`;
