import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseSiteConfig } from "@/config/schema";
import { faqItemSchema, type FaqItem } from "@/content/faqs";
import { finishFields } from "@/content/readers/finish";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from "@/content/readers/json-ld";
import { absoluteUrl, notFoundHead, pageHead } from "./metadata";

const site = parseSiteConfig({ SITE_URL: "https://www.example.org/", SITE_NAME: "Voltcare AI" });

describe("absoluteUrl", () => {
  it("joins the site URL and path with no trailing slash", () => {
    expect(absoluteUrl(site, "/")).toBe("https://www.example.org");
    expect(absoluteUrl(site, "/about")).toBe("https://www.example.org/about");
    expect(absoluteUrl(site, "/about/")).toBe("https://www.example.org/about");
  });
});

describe("pageHead", () => {
  const privacy = {
    path: "/privacy",
    documentTitle: "Privacy Policy | Voltcare AI",
    description: "What we collect and why.",
    indexed: true,
  };

  it("gives a page its title, description, canonical and Open Graph", () => {
    const head = pageHead(site, privacy);
    expect(head.title).toBe("Privacy Policy | Voltcare AI");
    expect(head.description).toBe("What we collect and why.");
    expect(head.canonical).toBe("https://www.example.org/privacy");
    expect(head.openGraph).toEqual({
      title: "Privacy Policy | Voltcare AI",
      description: "What we collect and why.",
      url: "https://www.example.org/privacy",
      siteName: "Voltcare AI",
      image: {
        url: "https://www.example.org/opengraph-image.png",
        width: 1200,
        height: 630,
        alt: "Voltcare AI",
      },
    });
    expect(head.robots).toBeUndefined();
  });

  it("names a page's own share image where it has one", () => {
    const head = pageHead(site, privacy, {
      path: "/blog/after-hours/opengraph-image.png",
      alt: "After-hours calls",
    });
    expect(head.openGraph.image).toEqual({
      url: "https://www.example.org/blog/after-hours/opengraph-image.png",
      width: 1200,
      height: 630,
      alt: "After-hours calls",
    });
  });

  it("gives the home page the bare site URL as canonical", () => {
    const head = pageHead(site, { ...privacy, path: "/" });
    expect(head.canonical).toBe("https://www.example.org");
    expect(head.openGraph.url).toBe("https://www.example.org");
  });

  it("keeps pages that are not indexed out of search results", () => {
    const hidden = pageHead(site, { ...privacy, path: "/thank-you", indexed: false });
    expect(hidden.robots).toBe("noindex, follow");
    expect(hidden.canonical).toBe("https://www.example.org/thank-you");
  });
});

describe("notFoundHead", () => {
  it("titles a 404 for the visitor, with no canonical, and keeps it out of search results", () => {
    const head = notFoundHead(site, {
      title: "Page not found",
      description: "That page does not exist.",
    });
    expect(head.title).toBe("Page not found | Voltcare AI");
    expect(head.description).toBe("That page does not exist.");
    expect(head.robots).toBe("noindex, follow");
    expect(head.canonical).toBeUndefined();
    expect(head.openGraph.url).toBeUndefined();
    expect(head.openGraph.title).toBe("Page not found | Voltcare AI");
    expect(head.openGraph.image.url).toBe("https://www.example.org/opengraph-image.png");
  });
});

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
