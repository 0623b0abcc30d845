import { describe, expect, it } from "vitest";
import { listDownloads } from "../../readers/collections";
import { textOfHtml } from "../../readers/markdown";
import { unfilledTokens } from "../../readers/tokens";
import { paths } from "@/lib/paths";
import { siteMap } from "@/routing/routes";

const downloads = await listDownloads();
const { routes } = await siteMap();
const bySlug = (slug: string) => downloads.find((download) => download.slug === slug);
const words = (html: string) => textOfHtml(html).split(/\s+/).filter(Boolean).length;

describe("the downloads", () => {
  it("are the blog's two, each with an unlisted page: out of search results, the sitemap and the site search", () => {
    expect(downloads.map((download) => download.slug).sort()).toEqual([
      "ai-receptionist-playbook",
      "clinic-conversion-checklist",
    ]);
    for (const { slug } of downloads) {
      expect(routes.find((route) => route.path === paths.download(slug))?.indexed, slug).toBe(
        false,
      );
    }
  });

  it("the playbook is a working document: about 2,000 words, with its worksheet, scripts, hand-off rules, rollout and numbers", () => {
    const playbook = bySlug("ai-receptionist-playbook")!;
    const total = playbook.sections.reduce((sum, section) => sum + words(section.body), 0);
    expect(total).toBeGreaterThan(1_800);
    const headings = playbook.sections.map((section) => section.heading).join(" | ");
    for (const part of [
      "calls go today",
      "Scripts",
      "Hand-off rules",
      "30-day rollout",
      "measure",
    ]) {
      expect(headings).toContain(part);
    }
  });

  it("the checklist fits a printout: 25 checks to tick and a scoring sheet", () => {
    const checklist = bySlug("clinic-conversion-checklist")!;
    expect(checklist.kind).toBe("checklist");
    const checks = checklist.sections
      .map((section) => section.body.match(/<ul>[\s\S]*?<\/ul>/g)?.join("") ?? "")
      .join("")
      .match(/<li>/g);
    expect(checks).toHaveLength(25);
    expect(checklist.sections.map((section) => section.heading)).toContain("Scoring sheet");
  });

  it("cite the site's figures by their tokens, all filled, and stay HIPAA-minded", () => {
    for (const download of downloads) {
      const text = [download.intro, ...download.sections.map((section) => section.body)].join(" ");
      expect(unfilledTokens(text), download.slug).toEqual([]);
      expect(text, download.slug).not.toMatch(/HIPAA[- ](compliant|certified)/i);
      expect(text, download.slug).toMatch(/business associate agreement/i);
    }
  });
});
