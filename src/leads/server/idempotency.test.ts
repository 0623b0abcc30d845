import { describe, expect, it } from "vitest";
import { canonicalJson, submissionFingerprint } from "./idempotency";

describe("submission fingerprints", () => {
  it("read one submission the same whatever the order of its keys", () => {
    expect(canonicalJson({ b: [1, { d: null, c: "x" }], a: true })).toBe(
      '{"a":true,"b":[1,{"c":"x","d":null}]}',
    );
    expect(canonicalJson(JSON.parse('{"__proto__":{"x":1},"a":[]}'))).toBe(
      '{"__proto__":{"x":1},"a":[]}',
    );
    const body = { name: "Dana", email: "dana@example.com", form_elapsed_ms: 3000 };
    expect(submissionFingerprint("key-1", body)).toBe(
      submissionFingerprint("key-1", {
        email: "dana@example.com",
        name: "Dana",
        form_elapsed_ms: 9000,
        company_website: "",
        idempotency_key: "key-1",
      }),
    );
    expect(submissionFingerprint("key-1", body)).not.toBe(submissionFingerprint("key-2", body));
    expect(submissionFingerprint("key-1", body)).not.toBe(
      submissionFingerprint("key-1", { ...body, name: "Dana " }),
    );
  });

  it("cope with bodies nested thousands of levels deep", () => {
    const deep = JSON.parse(`{"a":${"[".repeat(16_000)}${"]".repeat(16_000)}}`) as object;
    expect(canonicalJson(deep)).toHaveLength(32_006);
    expect(submissionFingerprint("key-1", deep as Record<string, unknown>)).toMatch(
      /^[0-9a-f]{64}$/,
    );
  });
});
