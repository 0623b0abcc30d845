import { readFileSync } from "node:fs";
import { createReader } from "@keystatic/core/reader";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import editor from "../../../keystatic.config";
import { asWritten } from "../../../test/editor-values";
import { leadCopyPages } from "@/leads/copy/pages";
import { copyFile, copyPages, copyPath } from "../copy";
import { TITLE_MAX_LENGTH } from "../schemas/fields";
import { labelOf } from "./schema-fields";

/**
 * Each page's words are a page of the browser editor, its fields built from the page's zod
 * schema (src/content/editor/schema-fields.ts): the editor reads every file as it is, and refuses what
 * the build would.
 */

type FormField = { validate(value: unknown): unknown };

const reader = createReader(process.cwd(), { ...editor, storage: { kind: "local" } });

const copyFiles = { ...copyPages, ...leadCopyPages };

describe.each(Object.keys(copyFiles) as (keyof typeof copyFiles)[])("the editor's %s", (name) => {
  const singleton = editor.singletons?.[name];

  it("edits the page's YAML file", () => {
    expect(singleton?.path).toBe(copyPath(name));
    expect(singleton?.format).toEqual({ data: "yaml" });
    expect(singleton?.label).toBe(copyFiles[name].label);
  });

  it("reads the file whole, and what it holds passes the page's schema", async () => {
    const entry = await reader.singletons[name]?.read();
    const written = asWritten(entry);
    expect(written).toEqual(yaml.load(readFileSync(copyFile(name), "utf8")));
    expect(copyFiles[name].schema.safeParse(written).error?.issues ?? []).toEqual([]);
  });
});

describe("the editor's fields", () => {
  const home = editor.singletons?.homePage?.schema as Record<string, FormField>;

  it("keep the schema's limits: a page title of more than 60 characters is refused", () => {
    const title = home.title!;
    expect(() => title.validate("A".repeat(TITLE_MAX_LENGTH + 1))).toThrow();
    expect(title.validate("Every patient answered")).toBe("Every patient answered");
  });

  it("refuse an empty line of copy", () => {
    const hero = home.hero as unknown as { fields: Record<string, FormField> };
    expect(() => hero.fields.heading!.validate("")).toThrow();
  });

  it("are named by their keys in words", () => {
    expect(labelOf("primaryCta")).toBe("Primary CTA");
    expect(labelOf("faqs")).toBe("FAQs");
    expect(labelOf("howItWorks")).toBe("How it works");
  });
});
