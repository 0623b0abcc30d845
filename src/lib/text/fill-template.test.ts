import { describe, expect, it } from "vitest";
import { fillTemplate, templateParts } from "./fill-template";

describe("fillTemplate", () => {
  it("fills every slot, numbers too", () => {
    expect(fillTemplate("Page {page} of {pages}", { page: 2, pages: 11 })).toBe("Page 2 of 11");
  });

  it("refuses a slot it has no value for", () => {
    expect(() => fillTemplate("Hi {name},", {})).toThrow('No value for {name} in "Hi {name},"');
  });
});

describe("templateParts", () => {
  it("joins the words and string values, keeping any other value apart", () => {
    const link = { href: "mailto:hello@example.com" };
    expect(
      templateParts("Call us at {phone} or write to {email}.", {
        phone: "(512) 555-0148",
        email: link,
      }),
    ).toEqual(["Call us at (512) 555-0148 or write to ", link, "."]);
    expect(templateParts("{link}", { link })).toEqual([link]);
  });
});
