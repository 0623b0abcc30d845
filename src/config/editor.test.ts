import { describe, expect, it } from "vitest";
import { EditorConfigError, parseEditorStorage } from "./editor";

const app = {
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "voltcare-content",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv23liExample",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "a-client-secret",
  KEYSTATIC_SECRET: "0123456789abcdef0123456789abcdef",
};

describe("parseEditorStorage", () => {
  it("saves to the checkout's files when nothing is set, empty values included", () => {
    expect(parseEditorStorage({})).toEqual({ kind: "local" });
    expect(parseEditorStorage({ PUBLIC_KEYSTATIC_GITHUB_REPO: " " })).toEqual({ kind: "local" });
  });

  it("saves to GitHub with the repository, credentials or not (astro dev creates them)", () => {
    const repo = { owner: "voltcare", name: "website" };
    expect(parseEditorStorage({ PUBLIC_KEYSTATIC_GITHUB_REPO: "voltcare/website" })).toEqual({
      kind: "github",
      repo,
      credentials: false,
    });
    expect(
      parseEditorStorage({ PUBLIC_KEYSTATIC_GITHUB_REPO: "voltcare/website", ...app }),
    ).toEqual({ kind: "github", repo, credentials: true });
  });

  it("names every missing or bad setting, and prints no value (some are passwords)", () => {
    const parse = () =>
      parseEditorStorage({
        PUBLIC_KEYSTATIC_GITHUB_REPO: "https://github.com/voltcare/website",
        KEYSTATIC_GITHUB_CLIENT_SECRET: "a-client-secret",
        KEYSTATIC_SECRET: "short",
      });
    expect(parse).toThrow(EditorConfigError);
    expect(parse).toThrow(/PUBLIC_KEYSTATIC_GITHUB_REPO: must be a GitHub repository/);
    expect(parse).toThrow(/KEYSTATIC_SECRET: must be at least 32 characters/);
    expect(parse).toThrow(/KEYSTATIC_GITHUB_CLIENT_ID: is required with the other/);
    expect(parse).toThrow(/PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: is required with the other/);
    expect(parse).not.toThrow(/a-client-secret|short/);
  });

  it("wants the repository once the app's settings are there", () => {
    expect(() => parseEditorStorage(app)).toThrow(/PUBLIC_KEYSTATIC_GITHUB_REPO: is required when/);
  });
});
