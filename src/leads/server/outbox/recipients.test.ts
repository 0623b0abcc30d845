import { describe, expect, it } from "vitest";
import { leadEmailRecipients } from "./recipients";

describe("leadEmailRecipients", () => {
  it("lists LEAD_EMAIL_TO's addresses, then the staff's, each once whatever its case", () => {
    expect(
      leadEmailRecipients(" team@voltcare.example,Sales@Voltcare.example ,", [
        "sales@voltcare.example",
        "dana.reyes@brightsmile.example",
        "Dana.Reyes@brightsmile.example",
      ]),
    ).toEqual([
      "team@voltcare.example",
      "Sales@Voltcare.example",
      "dana.reyes@brightsmile.example",
    ]);
    expect(leadEmailRecipients("team@voltcare.example")).toEqual(["team@voltcare.example"]);
  });
});
