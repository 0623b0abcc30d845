import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

/** The one cell a single-column CSV holds, as written. */
const cellOf = (value: Parameters<typeof toCsv>[1][number][number]) =>
  toCsv(["message"], [[value]]).slice("message\r\n".length, -"\r\n".length);

describe("toCsv", () => {
  it("writes a header and a line a row, quoting what needs it", () => {
    expect(
      toCsv(
        ["name", "message", "phone"],
        [
          ["Dana Whitfield", 'She said "call me", then left', null],
          ["Lee Park", "Two lines\nof notes", "(512) 555-0101"],
        ],
      ),
    ).toBe(
      'name,message,phone\r\nDana Whitfield,"She said ""call me"", then left",\r\nLee Park,"Two lines\nof notes",(512) 555-0101\r\n',
    );
  });

  it("neutralises a cell that begins with a formula character, a tab or a carriage return", () => {
    expect(cellOf('=HYPERLINK("https://evil.example","Open")')).toBe(
      `"'=HYPERLINK(""https://evil.example"",""Open"")"`,
    );
    expect(cellOf("+1 512 555 0101")).toBe("'+1 512 555 0101");
    expect(cellOf("-2+3")).toBe("'-2+3");
    expect(cellOf("@SUM(A1:A9)")).toBe("'@SUM(A1:A9)");
    expect(cellOf("\tcmd")).toBe("'\tcmd");
    expect(cellOf("\rcmd")).toBe(`"'\rcmd"`);
  });

  it("neutralises a formula behind leading whitespace or line breaks, which spreadsheets trim", () => {
    const cases: [string, string][] = [
      [" =1+1", "' =1+1"],
      ["   +cmd|' /C calc'!A0", "'   +cmd|' /C calc'!A0"],
      ["\n=1+1", `"'\n=1+1"`],
      ["\r\n@SUM(A1)", `"'\r\n@SUM(A1)"`],
      [" \n -2+3", `"' \n -2+3"`],
      ["\u00a0=1+1", "'\u00a0=1+1"],
      ["\u2028=1+1", "'\u2028=1+1"],
      ["\ufeff=1+1", "'\ufeff=1+1"],
      ["\v\f=1+1", "'\v\f=1+1"],
    ];
    for (const [value, written] of cases)
      expect(cellOf(value), JSON.stringify(value)).toBe(written);
  });

  it("leaves text alone that only has a formula character later, or whitespace before words", () => {
    expect(cellOf("We miss calls at lunch = lost patients")).toBe(
      "We miss calls at lunch = lost patients",
    );
    expect(cellOf("  Dana Whitfield")).toBe("  Dana Whitfield");
    expect(cellOf("\nSecond line first")).toBe(`"\nSecond line first"`);
    expect(cellOf("dana@brightsmile.example")).toBe("dana@brightsmile.example");
    expect(cellOf("")).toBe("");
    expect(cellOf(null)).toBe("");
  });

  it("writes a verbatim cell as given, quoted only where CSV needs it", () => {
    expect(cellOf({ verbatim: "+1 312 555 0199" })).toBe("+1 312 555 0199");
    expect(cellOf({ verbatim: "-2 (312) 555.0199" })).toBe("-2 (312) 555.0199");
  });
});
