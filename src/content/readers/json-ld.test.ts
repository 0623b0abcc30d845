import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseSiteConfig } from "@/config/schema";
import { faqItemSchema, type FaqItem } from "../schemas/records/faqs";
import { finishFields } from "./finish";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from "./json-ld";

const site = parseSiteConfig({ SITE_URL: "https://www.example.org/", SITE_NAME: "Voltcare AI" });

describe("JSON-LD", () => {
  it("describes the organization from the configuration, with a raster logo and a full address", () => {
    expect(organizationJsonLd(site)).toMatchObject({
      "@type": "Organization",
      name: "Voltcare AI",
      url: "https://www.example.org",
      logo: "https://www.example.org/logo.png",
      telephone: site.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: "600 Congress Ave, Suite 1400",
        addressLocality: "Austin",
        addressRegion: "TX",
        postalCode: "78701",
        addressCountry: "US",
      },
    });
  });

  it("numbers breadcrumbs and makes their URLs absolute", () => {
    const crumbs = breadcrumbJsonLd(site, [
      { name: "Home", path: "/" },
      { name: "About", path: "/about" },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.org" },
      { "@type": "ListItem", position: 2, name: "About", item: "https://www.example.org/about" },
    ]);
  });

  it("lists FAQ questions with their answers", () => {
    // An FAQ item as the readers finish it: its answer's Markdown rendered.
    const item = finishFields(
      faqItemSchema,
      { question: "Is it HIPAA-minded?", answer: "Yes: see our [privacy policy](/privacy)." },
      "src/content/faqs/example.yaml",
      { tokens: {}, record: () => undefined },
    ) as FaqItem;
    expect(item.answer).toContain('<a href="/privacy">');
    expect(faqJsonLd([item]).mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Is it HIPAA-minded?",
        acceptedAnswer: { "@type": "Answer", text: "Yes: see our privacy policy." },
      },
    ]);
  });

  it("describes a service, provided by the organization across the US", () => {
    const service = serviceJsonLd(site, {
      name: "AI Receptionist",
      description: "Answers every call.",
      serviceType: "AI receptionist",
      path: "/services/ai-receptionist",
    });
    expect(service).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "AI Receptionist",
      description: "Answers every call.",
      serviceType: "AI receptionist",
      url: "https://www.example.org/services/ai-receptionist",
      areaServed: { "@type": "Country", name: "US" },
      provider: { "@type": "Organization", name: "Voltcare AI", url: "https://www.example.org" },
    });
    expect(service.provider).not.toHaveProperty("@context");
  });

  it("cannot be broken out of its script tag", () => {
    const items = z.array(faqItemSchema).parse([{ question: "</script><b>", answer: "a" }]);
    const json = serializeJsonLd(faqJsonLd(items));
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).mainEntity[0].name).toBe("</script><b>");
  });
});
