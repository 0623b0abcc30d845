import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/config/schema";
import { breadcrumbJsonLd, faqJsonLd, organizationJsonLd, serializeJsonLd } from "./json-ld";
import { absoluteUrl, buildMetadata } from "./metadata";

const site = parseSiteConfig({ SITE_URL: "https://www.example.org/", SITE_NAME: "Voltcare AI" });

describe("absoluteUrl", () => {
  it("joins the site URL and path with no trailing slash", () => {
    expect(absoluteUrl(site, "/")).toBe("https://www.example.org");
    expect(absoluteUrl(site, "/about")).toBe("https://www.example.org/about");
    expect(absoluteUrl(site, "/about/")).toBe("https://www.example.org/about");
  });
});

describe("buildMetadata", () => {
  it("gives a page its title with the brand, description, canonical and Open Graph", () => {
    const meta = buildMetadata(site, {
      path: "/privacy",
      title: "Privacy Policy",
      description: "What we collect and why.",
    });
    expect(meta.title).toEqual({ absolute: "Privacy Policy | Voltcare AI" });
    expect(meta.description).toBe("What we collect and why.");
    expect(meta.alternates?.canonical).toBe("https://www.example.org/privacy");
    expect(meta.openGraph).toMatchObject({
      title: "Privacy Policy | Voltcare AI",
      url: "https://www.example.org/privacy",
      siteName: "Voltcare AI",
    });
    expect(meta.robots).toBeUndefined();
  });

  it("titles the home page with the brand and tagline", () => {
    const meta = buildMetadata(site, { path: "/", description: "Home." });
    expect(meta.title).toEqual({ absolute: `Voltcare AI: ${site.tagline}` });
    expect(meta.alternates?.canonical).toBe("https://www.example.org");
  });

  it("keeps noindex pages out of search results", () => {
    const meta = buildMetadata(site, { path: "/thank-you", title: "Thanks", description: "x" });
    expect(meta.robots).toBeUndefined();
    const hidden = buildMetadata(site, {
      path: "/thank-you",
      title: "Thanks",
      description: "x",
      noIndex: true,
    });
    expect(hidden.robots).toEqual({ index: false, follow: true });
  });
});

describe("JSON-LD", () => {
  it("describes the organization from the configuration", () => {
    expect(organizationJsonLd(site)).toMatchObject({
      "@type": "Organization",
      name: "Voltcare AI",
      url: "https://www.example.org",
      telephone: site.phone,
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
    const faq = faqJsonLd([{ question: "Is it HIPAA-minded?", answer: "Yes." }]);
    expect(faq.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Is it HIPAA-minded?",
        acceptedAnswer: { "@type": "Answer", text: "Yes." },
      },
    ]);
  });

  it("cannot be broken out of its script tag", () => {
    const json = serializeJsonLd(faqJsonLd([{ question: "</script><b>", answer: "a" }]));
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).mainEntity[0].name).toBe("</script><b>");
  });
});
