import { describe, expect, it } from "vitest";
import { getAllIndustries, industriesPage } from "@/content/industries";
import { getAllPosts, postTags } from "@/content/posts";
import { paths } from "./paths";
import { breadcrumbTrail, getLiveRoute } from "./routes";

describe("breadcrumbTrail", () => {
  it("names each page above a page, then the page, as the route registry names them", () => {
    const industry = getAllIndustries()[0]!;
    expect(breadcrumbTrail(paths.industry(industry.slug))).toEqual([
      { name: industriesPage.name, path: paths.industries },
      { name: industry.name, path: paths.industry(industry.slug) },
    ]);
    expect(breadcrumbTrail(paths.contact)).toEqual([
      { name: getLiveRoute(paths.contact).title, path: paths.contact },
    ]);
  });

  it("passes by a folder of the address that is no page (/blog/tags)", () => {
    const tag = postTags(getAllPosts())[0]!;
    expect(breadcrumbTrail(paths.tag(tag.slug)).map((crumb) => crumb.path)).toEqual([
      paths.blog,
      paths.tag(tag.slug),
    ]);
  });

  it("is empty for the home page, which every trail starts from", () => {
    expect(breadcrumbTrail(paths.home)).toEqual([]);
  });
});
