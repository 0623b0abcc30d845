import { extractText, getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { brandColors } from "@/config/brand";
import { siteCopy } from "@/content/readers/collections";
import type { PrintableDocument, PrintBrand } from "../printable";
import { renderDocumentPdf } from "./render";

type Pdf = Awaited<ReturnType<typeof getDocumentProxy>>;

/** The words printed around a document's own, as the content has them. */
const { pdf: words } = await siteCopy();

const BRAND: PrintBrand = {
  name: "Voltcare AI",
  tagline: "AI front desk and growth automation for medical practices",
  url: "https://voltcare.example",
  phone: "(512) 555-0148",
  email: "hello@voltcare.example",
  address: "600 Congress Ave, Suite 1400, Austin, TX 78701",
};

/** A subheading as the site's Markdown renders it: wrapped, with its anchor link beside it. */
const subheading = (id: string, text: string) =>
  `<div class="heading-anchored"><h3 id="${id}">${text}</h3><a href="#${id}" class="heading-anchor"><span aria-hidden="true">#</span><span class="sr-only">Link to this section: ${text}</span></a></div>`;

const SENTENCES = [
  "Most practices lose more calls at lunch and after five than at any other time of the day.",
  "A caller who reaches voicemail often books with the next practice that answers instead.",
  "Count every call for two weeks before you change anything, so you can measure the change.",
  "Your front desk knows which questions come up most; write those answers down first.",
  "Keep health details out of texts and email, and hand clinical questions to your team.",
  "Review the five numbers every Monday and fix the largest leak before the smaller ones.",
];

/** Paragraphs of plausible body text, about 100 words each. */
const paragraphs = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, index) => {
    const sentences = Array.from(
      { length: 6 },
      (_, n) => SENTENCES[(index + offset + n) % SENTENCES.length],
    );
    return `<p>${sentences.join(" ")}</p>`;
  }).join("\n");

const WORKSHEET_ROWS = ["Before opening", "Lunch", "Afternoon", "Evening", "Weekend", "Total"];

/** A playbook: sections of text with subheadings, lists, a worksheet and links. */
const PLAYBOOK: PrintableDocument = {
  slug: "ai-receptionist-playbook",
  eyebrow: "Playbook",
  title: "AI Receptionist Playbook",
  summary: "Find where your practice misses calls, then launch an AI receptionist in 30 days.",
  updated: "2026-11-26",
  pageUrl: "https://voltcare.example/downloads/ai-receptionist-playbook",
  figures: [],
  checklist: false,
  sections: [
    {
      heading: "1. Where your calls go today",
      html: [
        `<p>Before you change anything, find out when calls are lost. See <a href="/services/ai-receptionist">how an AI receptionist answers</a> and <a href="#worksheet">the worksheet below</a>.</p>`,
        paragraphs(3),
        subheading("pull", "Pull the numbers"),
        "<ol><li>Choose the last 14 days.</li><li>Export the call log.</li><li>Count each result.</li></ol>",
        subheading("worksheet", "Worksheet: calls by time of day"),
        `<table><thead><tr><th>Time of day</th><th>Calls in</th><th>Answered</th><th>Missed</th><th>Called back</th></tr></thead><tbody>${WORKSHEET_ROWS.map((row) => `<tr><td>${row}</td><td></td><td></td><td></td><td></td></tr>`).join("")}</tbody></table>`,
        paragraphs(3, 1),
      ].join("\n"),
    },
    {
      heading: "2. Scripts: what your receptionist says",
      html: [
        "<p><strong>Receptionist:</strong> Thanks for calling <em>Practice Name</em>. How can I help?<br>It always says it is a virtual assistant.</p>",
        "<ul><li>Books, moves or cancels visits<ul><li>Confirms by text</li></ul></li><li>Answers Q&amp;A about hours &lt;24h ahead</li></ul>",
        "<blockquote><p>Nobody was left waiting this summer.</p></blockquote>",
        "<p>Our <mark>flagged</mark> words and <code>{brand}</code> tokens stay, as does <a href='https://www.hhs.gov/hipaa'>the HIPAA guidance</a>.</p>",
        "<hr>",
        paragraphs(4, 2),
      ].join("\n"),
    },
    {
      heading: "3. A 30-day rollout",
      html: [
        "<p>Café Zoë – naïve Łódź clinic, “quoted” and ready.</p>",
        subheading("week-1", "Week 1: after hours only"),
        paragraphs(3, 3),
        subheading("week-2", "Week 2: daytime overflow"),
        paragraphs(3, 4),
      ].join("\n"),
    },
  ],
};

const CHECKLIST_ITEMS = ["A call at lunch is answered live.", "Every missed caller gets a text."];

const CHECKLIST: PrintableDocument = {
  ...PLAYBOOK,
  slug: "clinic-conversion-checklist",
  eyebrow: "Checklist",
  title: "Clinic Conversion Checklist",
  checklist: true,
  figures: [{ value: "4.4 → 4.8", label: "Google rating" }],
  sections: [
    {
      heading: "Phones",
      html: `<ul>${CHECKLIST_ITEMS.map((item) => `<li>${item}</li>`).join("")}</ul>`,
    },
  ],
};

async function pageTexts(pdf: Pdf): Promise<string[]> {
  const { text } = await extractText(pdf);
  return text.map((page) => page.replace(/\s+/g, " "));
}

/** How many strokes a page draws in the ink colour: the checklist's boxes and nothing else. */
async function inkStrokes(pdf: Pdf, pageNumber: number): Promise<number> {
  const { OPS } = await getResolvedPDFJS();
  const { fnArray, argsArray } = await (await pdf.getPage(pageNumber)).getOperatorList();
  return fnArray.filter(
    (fn, index) => fn === OPS.setStrokeRGBColor && argsArray[index]?.[0] === brandColors.ink,
  ).length;
}

describe("renderDocumentPdf", () => {
  let playbook: Pdf;
  let playbookText: string[];
  let checklist: Pdf;
  let checklistBytes: Uint8Array;

  beforeAll(async () => {
    playbook = await getDocumentProxy(await renderDocumentPdf(PLAYBOOK, BRAND, words));
    playbookText = await pageTexts(playbook);
    const bytes = await renderDocumentPdf(CHECKLIST, BRAND, words);
    // pdf.js takes the bytes it reads over.
    checklistBytes = bytes.slice();
    checklist = await getDocumentProxy(bytes);
  });

  it("sets a cover, then flows the text over pages under a running header and page numbers", () => {
    const pages = playbook.numPages;
    expect(pages).toBeGreaterThan(2);
    const [cover = "", ...rest] = playbookText;
    expect(cover).toContain("AI Receptionist Playbook");
    expect(cover).toContain("PLAYBOOK");
    expect(cover).toContain("Revised November 26, 2026");
    expect(cover).toContain(`Read it online: ${PLAYBOOK.pageUrl}`);
    expect(cover).toContain("(512) 555-0148 · hello@voltcare.example");
    rest.forEach((text, index) => {
      expect(text).toContain("Voltcare AI");
      expect(text).toContain("AI Receptionist Playbook");
      expect(text).toContain(`Page ${index + 2} of ${pages}`);
      expect(text).toContain("voltcare.example");
    });
    expect(rest.at(-1)).toContain("Questions? (512) 555-0148 · hello@voltcare.example");
  });

  it("names the document in its metadata", async () => {
    const { info } = await playbook.getMetadata();
    expect(info).toMatchObject({
      Title: "AI Receptionist Playbook",
      Author: "Voltcare AI",
      Subject: PLAYBOOK.summary,
      Language: "en-US",
    });
  });

  it("prints the words of the HTML: entities decoded, unknown elements kept, anchors left out", () => {
    const text = playbookText.join(" ");
    expect(text).toContain("1. Where your calls go today");
    expect(text).toContain("Worksheet: calls by time of day");
    expect(text).toContain("1. Choose the last 14 days. 2. Export the call log.");
    expect(text).toContain("Answers Q&A about hours <24h ahead");
    expect(text).toContain("Our flagged words and {brand} tokens stay");
    expect(text).toContain("Café Zoë – naïve Łódź clinic, “quoted” and ready.");
    expect(text).toContain("Total");
    expect(text).not.toContain("Link to this section");
  });

  it("links relative links to the site, keeps other sites' and drops links within the page", async () => {
    const urls: string[] = [];
    for (let number = 1; number <= playbook.numPages; number += 1) {
      const annotations: { url?: string }[] = await (
        await playbook.getPage(number)
      ).getAnnotations();
      urls.push(...annotations.flatMap(({ url }) => (url ? [url] : [])));
    }
    expect(urls).toEqual(
      expect.arrayContaining([
        "https://voltcare.example/services/ai-receptionist",
        "https://www.hhs.gov/hipaa",
        PLAYBOOK.pageUrl,
        "mailto:hello@voltcare.example",
        "https://voltcare.example/",
      ]),
    );
    expect(urls.filter((url) => url.includes("#"))).toEqual([]);
    expect(playbookText.join(" ")).toContain("the worksheet below.");
  });

  it("prints a checklist's items with a box to tick, and other lists' with bullets", async () => {
    const [, page = ""] = await pageTexts(checklist);
    for (const item of CHECKLIST_ITEMS) expect(page).toContain(item);
    // Each box is ruled on four sides.
    expect(await inkStrokes(checklist, 2)).toBe(4 * CHECKLIST_ITEMS.length);
    for (let number = 2; number <= playbook.numPages; number += 1) {
      expect(await inkStrokes(playbook, number)).toBe(0);
    }
  });

  it("draws the arrow of a figure's change rather than print a glyph the font lacks", async () => {
    const [cover = ""] = await pageTexts(checklist);
    expect(cover).toMatch(/4\.4 ?4\.8 Google rating/);
  });

  it("builds an unchanged document to the same bytes", async () => {
    const again = await renderDocumentPdf(CHECKLIST, BRAND, words);
    expect(Buffer.from(again).equals(checklistBytes)).toBe(true);
  });

  it("refuses a revision date that is not YYYY-MM-DD", async () => {
    for (const updated of ["26/11/2026", "2026-02-30"]) {
      await expect(renderDocumentPdf({ ...CHECKLIST, updated }, BRAND, words)).rejects.toThrow(
        /YYYY-MM-DD/,
      );
    }
  });
});
