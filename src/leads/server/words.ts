import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { emailsSchema } from "@/leads/copy/emails";
import { leadFormsSchema } from "@/leads/copy/lead-forms";

export const SERVER_WORDS_PATH = "/server-words.json";

/**
 * The words of the emails and of the lead API's answers, from src/content/copy: the build writes
 * them (src/root-files/server-words.json.ts) and the server and the worker read them, both through
 * this schema; `astro dev` reads them from the content itself.
 */
export const serverWordsSchema = z.object({ emails: emailsSchema, leadForms: leadFormsSchema });

export type ServerWords = z.output<typeof serverWordsSchema>;

export function serverWordsOf({ emails, leadForms }: ServerWords): ServerWords {
  return serverWordsSchema.parse({ emails, leadForms });
}

/**
 * The words the build whose client files are in `clientDir` wrote; a missing or unreadable file
 * throws, naming it, as a bad setting does.
 */
export function readServerWords(clientDir: string): ServerWords {
  const file = join(clientDir, SERVER_WORDS_PATH);
  let written: unknown;
  try {
    written = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(
      `Cannot read the words of the emails and the lead API (${file}): ${(error as Error).message}. Run npm run build.`,
    );
  }
  const words = serverWordsSchema.safeParse(written);
  if (!words.success) {
    throw new Error(
      `${file} does not hold the words of the emails and the lead API; run npm run build.\n${z.prettifyError(words.error)}`,
    );
  }
  return words.data;
}
