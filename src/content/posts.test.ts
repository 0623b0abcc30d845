import { describe, expect, it } from "vitest";
import { getAllPosts, postNeighbours } from "./posts";

describe("postNeighbours", () => {
  const posts = getAllPosts();
  const byDate = [...posts].sort((a, b) => a.datePublished.localeCompare(b.datePublished));

  it("finds the posts published just before and after one, whatever order they are listed in", () => {
    for (const listed of [posts, [...posts].reverse()]) {
      for (const [index, post] of byDate.entries()) {
        const { older, newer } = postNeighbours(listed, post.slug);
        expect(older?.slug, post.slug).toBe(byDate[index - 1]?.slug);
        expect(newer?.slug, post.slug).toBe(byDate[index + 1]?.slug);
      }
    }
  });

  it("gives the first post no previous one, the newest no next one, and an unknown slug neither", () => {
    expect(postNeighbours(posts, byDate[0]!.slug).older).toBeUndefined();
    expect(postNeighbours(posts, byDate.at(-1)!.slug).newer).toBeUndefined();
    expect(postNeighbours(posts, "no-such-post")).toEqual({});
  });
});
