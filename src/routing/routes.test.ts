import { describe, expect, it } from "vitest";
import { postTags } from "@/content/readers/posts";
import { paths } from "@/lib/paths";
import { breadcrumbTrail, findRoute, siteMap } from "./routes";

const { routes, records, copy } = await siteMap();
const trail = (path: string) => breadcrumbTrail(routes, path);

describe("breadcrumbTrail", () => {
  it("names each page above a page, then the page, as the route registry names them", () => {
    const industry = records.industries[0]!;
    expect(trail(paths.industry(industry.slug))).toEqual([
      { name: copy.industriesPage.name, path: paths.industries },
      { name: industry.name, path: paths.industry(industry.slug) },
    ]);
    expect(trail(paths.contact)).toEqual([
      { name: findRoute(routes, paths.contact)?.title, path: paths.contact },
    ]);
  });

  it("passes by a folder of the address that is no page (/blog/tags)", () => {
    const tag = postTags(records.posts)[0]!;
    expect(trail(paths.tag(tag.slug)).map((crumb) => crumb.path)).toEqual([
      paths.blog,
      paths.tag(tag.slug),
    ]);
  });

  it("is empty for the home page, which every trail starts from", () => {
    expect(trail(paths.home)).toEqual([]);
  });
});
