import { describe, expect, it } from "vitest";
import { z } from "zod";
import { finishFields } from "../readers/finish";
import { template } from "./template";

describe("template", () => {
  const subject = template("name", "form");

  it("takes copy holding each of its slots, however often and in any order", () => {
    expect(subject.safeParse("New lead from {name} ({form})").success).toBe(true);
    expect(subject.safeParse("{form}: {name}, {name}").success).toBe(true);
  });

  it("refuses copy that drops a slot or writes one it does not take", () => {
    for (const text of ["New lead from {name}", "New lead from {name} ({form}) on {site}"]) {
      expect(subject.safeParse(text).error?.issues[0]?.message).toBe(
        "write {name}, {form} and no other {…}",
      );
    }
  });

  it("keeps its slots from the readers, which fill the tokens of other copy", () => {
    const schema = z.object({ subject, intro: z.string() });
    const finish = (fields: object) =>
      finishFields(schema, fields, "src/content/copy/emails.yaml", {
        tokens: { brand: "Voltcare AI" },
        record: () => undefined,
      });
    expect(
      finish({ subject: "New lead from {name} ({form})", intro: "Welcome to {brand}" }),
    ).toEqual({ subject: "New lead from {name} ({form})", intro: "Welcome to Voltcare AI" });
    expect(() => finish({ subject: "{name} ({form})", intro: "Hi {name}" })).toThrow(
      "Unknown token {name}",
    );
  });
});
