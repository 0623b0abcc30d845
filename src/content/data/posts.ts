import type { PostInput } from "../posts";

/** Blog posts, newest first. Add a post by adding a record; its page and sitemap entry follow. */
export const postRecords: readonly PostInput[] = [];
