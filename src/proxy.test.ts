import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { chrome, getNotFoundText } from "@/content/chrome";
import { config, proxy } from "./proxy";

describe("the 404's message for a requested path", () => {
  it("is forwarded for every collection with detail pages, and only those", () => {
    const sectionMatchers = chrome.notFound.sections.map((section) => `${section.path}/:slug`);
    expect([...config.matcher].sort()).toEqual(sectionMatchers.sort());
  });

  it("reaches the page as a request header", () => {
    const response = proxy(new NextRequest("http://127.0.0.1/case-studies/no-such-clinic"));
    expect(response.headers.get("x-middleware-request-x-request-path")).toBe(
      "/case-studies/no-such-clinic",
    );
  });

  it("is the collection's own under its path, the general one elsewhere", () => {
    expect(getNotFoundText("/case-studies/no-such-clinic")).toMatchObject({
      heading: "Case study not found.",
      back: { href: "/case-studies", label: "← Back to Case Studies" },
    });
    expect(getNotFoundText("/blog/no-such-post").heading).toBe("Post not found.");
    expect(getNotFoundText("/case-studies-old/x").heading).toBe(chrome.notFound.heading);
    expect(getNotFoundText(null)).toEqual({
      heading: chrome.notFound.heading,
      message: chrome.notFound.message,
    });
  });
});
