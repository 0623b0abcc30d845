import { describe, expect, it } from "vitest";
import { readSearch } from "@/server/db/lead-search";
import { foundWords, type Marked } from "./found-words";

const LEAD = {
  name: "Zoë Ångström",
  practice: "Nordic Family Dental",
  email: "zoe.angstrom@nordicdental.example",
  phone: "+1 (512) 555-0148",
  subject: "Pricing question",
  message: [
    "Our Halverson Street satellite office misses most calls over lunch and after 4:30.",
    "Scheduling runs on Dentrix in both offices,\n\nso whatever answers has to see open chairs there.",
    "Last month the front desk logged 41 missed calls; a third were new patients asking about retainers.",
    "Dr. Ångström wants this live before the spring retainer recall.",
  ].join(" "),
  notes: null,
  business_type: "Dental practice",
};
const NOTES = [
  "Sent the BAA for her signature; she returns it Friday.",
  "Left a voicemail about the BAA on Tuesday.",
];

const text = (words: Marked | undefined) =>
  words?.map((run) => (run.hit ? `[${run.text}]` : run.text)).join("");
const found = (search: string) => foundWords(LEAD, NOTES, readSearch(search)!);
const excerpts = (search: string) =>
  found(search).excerpts.map((excerpt) => [excerpt.in, text(excerpt.words)]);

describe("what the list shows of a search on a lead", () => {
  it("marks the words found in the row's own fields, as written, accents and all", () => {
    const { marked, excerpts } = found("zoe angst");
    expect(text(marked.name)).toBe("[Zoë] [Ångström]");
    expect(text(marked.email)).toBe("[zoe].[angstrom]@nordicdental.example");
    expect(marked.practice).toBeUndefined();
    // The fields the row shows hold both words: no excerpt repeats them.
    expect(excerpts).toEqual([]);
  });

  it("marks a phone's digits however they were written", () => {
    expect(text(found("5550148").marked.phone)).toBe("+1 (512) [555-0148]");
    expect(text(found("(512) 555-0148").marked.phone)).toBe("+1 ([512) 555-0148]");
    expect(text(found("0148").marked.phone)).toBe("+1 (512) 555-[0148]");
  });

  it("shows a long text around the first word found, whole words, its spaces run together", () => {
    expect(excerpts("dentr")).toEqual([
      [
        "message",
        "…over lunch and after 4:30. Scheduling runs on [Dentrix] in both offices, so whatever answers has to see open chairs there. Last month the front desk logged 41…",
      ],
    ]);
    // From the start when the word is near it; the window around the first word found.
    expect(excerpts("retainer halverson")).toEqual([
      [
        "message",
        "Our [Halverson] Street satellite office misses most calls over lunch and after 4:30. Scheduling runs on Dentrix in both offices, so whatever answers has to see…",
      ],
    ]);
    expect(excerpts("front desk")).toEqual([
      [
        "message",
        "…has to see open chairs there. Last month the [front] [desk] logged 41 missed calls; a third were new patients asking about retainers. Dr. Ångström wants this live…",
      ],
    ]);
  });

  it("shows at most two texts, each for words the others do not show, notes newest first", () => {
    expect(excerpts("pricing dentrix baa")).toEqual([
      ["subject", "[Pricing] question"],
      ["message", expect.stringContaining("[Dentrix]")],
    ]);
    expect(excerpts("dentrix baa")).toEqual([
      ["message", expect.stringContaining("[Dentrix]")],
      ["staffNote", "Sent the [BAA] for her signature; she returns it Friday."],
    ]);
    expect(excerpts("practice")).toEqual([["businessType", "Dental [practice]"]]);
  });
});
