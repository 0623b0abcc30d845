/**
 * The proof figures: shown large by slug (the home page's stats) and cited in copy as
 * `{stats.slug}` ("{stats.calls-missed}" reads "40%"), so each figure is written once.
 */
export const statRecords = [
  { slug: "acquisition", type: "percent", value: 42, label: "patient acquisition increase" },
  { slug: "response", type: "multiplier", value: 3, label: "faster response" },
  { slug: "recovered", type: "currency", value: 120, suffix: "k", label: "per year recovered" },
  { slug: "rating", type: "rating", value: 4.8, label: "average client rating" },
  { slug: "missed-calls-saved", type: "percent", value: 92, label: "missed calls saved" },
  { slug: "booking-increase", type: "percent", value: 38, label: "booking increase" },
  {
    slug: "hours-saved",
    type: "count",
    value: 12,
    suffix: " hrs/wk",
    label: "front-desk time saved",
  },
  { slug: "star-rating", type: "rating", value: 4.8, label: "star rating from practice owners" },
  {
    slug: "calls-missed",
    type: "percent",
    value: 40,
    label: "of calls to a busy practice go unanswered",
  },
  { slug: "uptime", type: "percent", value: 99.9, label: "uptime" },
] as const;
