import type { APIRoute } from "astro";
import { leadCopy } from "@/leads/copy/reader";
import { serverWordsOf } from "@/leads/server/words";

/** The words of the emails and the lead API's answers, for the server and the worker to read. */
export const GET: APIRoute = async () =>
  Response.json(serverWordsOf(await leadCopy()), {
    headers: { "content-type": "application/json; charset=utf-8" },
  });
