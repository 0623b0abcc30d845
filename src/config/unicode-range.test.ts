import { describe, expect, it } from "vitest";
import { formatUnicodeRange, parseUnicodeRange } from "./unicode-range";

describe("unicode-range", () => {
  it("reads single code points and ranges", () => {
    expect([...parseUnicodeRange("U+0041-0043, u+2019,U+1F600")]).toEqual([
      0x41, 0x42, 0x43, 0x2019, 0x1f600,
    ]);
  });

  it("refuses what it cannot read", () => {
    expect(() => parseUnicodeRange("U+00??")).toThrow(/Not a unicode-range entry/);
    expect(() => parseUnicodeRange("latin")).toThrow(/"latin"/);
  });

  it("writes runs as ranges, in order, and reads back what it wrote", () => {
    const value = formatUnicodeRange([0x2019, 0x43, 0x41, 0x42, 0xa0]);
    expect(value).toBe("U+0041-0043, U+00A0, U+2019");
    expect(formatUnicodeRange(parseUnicodeRange(value))).toBe(value);
  });
});
