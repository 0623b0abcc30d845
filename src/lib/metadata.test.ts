import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/config/schema";
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
