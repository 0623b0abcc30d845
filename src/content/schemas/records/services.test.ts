import { describe, expect, it } from "vitest";
import { siteMap } from "@/routing/routes";
import { caseStudyRequest } from "../../readers/page-words";
import type { Service } from "./services";

const {
  records: { services },
  copy: { servicePage },
} = await siteMap();

const service = (slug: string): Service => {
  const found = services.find((record) => record.slug === slug);
  if (!found) throw new Error(`no service ${slug}`);
  return found;
};

const text = (value: unknown) => JSON.stringify(value);

describe("services", () => {
  it("are the five the product names, each page with its own FAQ", () => {
    expect(services.map((record) => record.slug)).toEqual([
      "ai-receptionist",
      "chatbots",
      "social",
      "websites",
      "custom-systems",
    ]);
    const groups = services.map((record) => record.faqs.slug);
    expect(new Set(groups).size).toBe(groups.length);
  });

  it("ask for a case study with the fixed texts, naming the service except on the receptionist page, and the story the page tells", () => {
    expect(caseStudyRequest(servicePage, service("ai-receptionist"))).toEqual({
      name: "Website Visitor",
      subject: "Case study download",
      message: "Please send me the case study download link.",
      document: "harbor-smile-dental-san-diego",
    });
    for (const slug of ["chatbots", "social", "websites", "custom-systems"]) {
      const record = service(slug);
      expect(caseStudyRequest(servicePage, record)).toEqual({
        name: "Website Visitor",
        subject: "Case study download",
        message: `Please send me the case study download link. Service: ${record.name}`,
        document: record.caseStudy.story.slug,
      });
    }
  });

  it("list the platforms the product names for social media and chatbots", () => {
    expect(service("social").channels?.items.map((item) => item.title)).toEqual([
      "Instagram",
      "Facebook",
      "TikTok",
      "LinkedIn",
      "YouTube",
    ]);
    expect(service("chatbots").channels?.items.map((item) => item.title)).toEqual([
      "Web chat",
      "SMS",
      "Instagram DMs",
      "Facebook Messenger",
    ]);
  });

  it("price the receptionist by lines and social media by channels", () => {
    const includes = (slug: string) => service(slug).pricing.tiers.map((tier) => tier.includes[0]);
    expect(includes("ai-receptionist")).toEqual([
      expect.stringMatching(/^1 phone line/),
      expect.stringMatching(/^Multi-line/),
      expect.stringMatching(/^Custom call flows/),
    ]);
    expect(includes("social")).toEqual([
      expect.stringMatching(/^1 channel/),
      expect.stringMatching(/^2 channels/),
      expect.stringMatching(/^3\+ channels/),
    ]);
  });

  it("keep the product's launch promises", () => {
    expect(text(service("ai-receptionist"))).toContain("7 to 10 business days");
    expect(text(service("websites"))).toContain("2 to 3 weeks");
    expect(text(service("websites"))).toMatch(/sub-2-second/i);
  });

  it("have related links on all pages but chatbots and the receptionist's", () => {
    const withRelated = services.filter((record) => record.related).map((record) => record.slug);
    expect(withRelated).toEqual(["social", "websites", "custom-systems"]);
    expect(service("ai-receptionist").moreProof).toBeDefined();
  });
});
