import { readdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { describe, expect, it } from "vitest";
import { CHROMIUM_LAUNCH, PLAYWRIGHT_DISABLED_FEATURES } from "./chromium";

/** The command lines of this process's descendants, read from /proc. */
function descendantCommandLines(): string[][] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while being read.
    }
  }
  const family = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (family.has(parent) && !family.has(pid)) {
        family.add(pid);
        grew = true;
      }
    }
  }
  family.delete(process.pid);
  return [...family].flatMap((pid) => {
    try {
      return [readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")];
    } catch {
      return [];
    }
  });
}

const featureLists = (args: string[]) =>
  args
    .filter((arg) => arg.startsWith("--disable-features="))
    .map((arg) => arg.split("=")[1]!.split(","));

describe("the tests' Chromium", { timeout: 60_000 }, () => {
  it("keeps every feature Playwright switches off, and builds no address-bar popup beside the page", async () => {
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    try {
      const page = await browser.newPage();
      await page.setContent("<p>A page</p>");
      const launched = descendantCommandLines().find((args) =>
        args.some((arg) => arg.startsWith("--remote-debugging-pipe")),
      );
      expect(launched, "the browser process").toBeDefined();
      // Chromium honours only the last --disable-features: it must name what each earlier one did.
      const lists = featureLists(launched!);
      expect(lists.length).toBeGreaterThan(1);
      const honoured = lists.at(-1)!;
      for (const earlier of lists.slice(0, -1))
        expect(honoured).toEqual(expect.arrayContaining(earlier));
      expect(lists[0]).toEqual(PLAYWRIGHT_DISABLED_FEATURES);

      // Nothing runs beside the page: Chromium builds the popups with the window, when on.
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send("Target.getTargets");
      expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual([
        "page about:blank",
      ]);
    } finally {
      await browser.close();
    }
  });
});
