import { describe, expect, it } from "vitest";
import {
  linkTargets,
  parseRichText,
  plainText,
  proseBlocksSchema,
  richTextSchema,
} from "./rich-text";

describe("rich text", () => {
  it("parses strong, emphasis and links, nested", () => {
    expect(parseRichText("Read **our [privacy policy](/privacy#cookies)** *today*.")).toEqual([
      { type: "text", text: "Read " },
      {
        type: "strong",
        children: [
          { type: "text", text: "our " },
          {
            type: "link",
            href: "/privacy#cookies",
            children: [{ type: "text", text: "privacy policy" }],
          },
        ],
      },
      { type: "text", text: " " },
      { type: "em", children: [{ type: "text", text: "today" }] },
      { type: "text", text: "." },
    ]);
  });

  it("accepts mailto:, tel: and https: links and escaped markers", () => {
    const nodes = parseRichText(
      "[Mail](mailto:hi@example.com), [call](tel:+15125550148), [site](https://example.com) \\*5 \\[a\\]",
    );
    expect(linkTargets(nodes)).toEqual([
      "mailto:hi@example.com",
      "tel:+15125550148",
      "https://example.com",
    ]);
    expect(plainText(nodes)).toBe("Mail, call, site *5 [a]");
  });

  it("rejects what it cannot render faithfully, with the reason", () => {
    for (const [text, reason] of [
      ["**never closed", /never closed/],
      ["[label] without target", /must be followed by/],
      ["[a](http://insecure.example)", /must be a site path/],
      ["[a](javascript:alert(1))", /must be a site path/],
      ["[a](/About Us)", /must be a site path/],
      ["[outer [inner](/a)](/b)", /cannot contain another link/],
      ["stray ] bracket", /unmatched/],
    ] as const) {
      const result = richTextSchema.safeParse(text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.message, text).toMatch(reason);
    }
  });

  it("reads a prose body of paragraphs and lists in order", () => {
    expect(proseBlocksSchema.parse(["One.", { list: ["a", "**b**"] }, "Two."])).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "One." }] },
      {
        type: "list",
        items: [
          [{ type: "text", text: "a" }],
          [{ type: "strong", children: [{ type: "text", text: "b" }] }],
        ],
      },
      { type: "paragraph", content: [{ type: "text", text: "Two." }] },
    ]);
  });
});
