import { z } from "zod";
import { SLOT } from "@/lib/text/fill-template";
import { copy } from "./fields";

/**
 * Copy whose `{slots}` the code fills when it uses the words ("New lead from {name}"): the
 * emails, the lead API's messages, the PDFs' page numbers. Written like the content's tokens, and
 * left for the code by the readers (content/readers/finish.ts), which fill only the tokens. Only zod,
 * so the browser editor can bundle it.
 */
export const templateSlots = z.registry<{ slots: readonly string[] }>();

const listed = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

/** Copy holding every one of `slots` and no other `{…}`, so an edit cannot drop one. */
export function template(...slots: string[]) {
  const schema = copy
    .superRefine((text, ctx) => {
      const written = [...text.matchAll(SLOT)].map(([, name = ""]) => name);
      const missing = slots.filter((slot) => !written.includes(slot));
      const unknown = written.filter((name) => !slots.includes(name));
      if (missing.length > 0 || unknown.length > 0) {
        ctx.addIssue({ code: "custom", message: `write ${listed(slots)} and no other {…}` });
      }
    })
    .meta({ description: `Keep ${listed(slots)}: filled in when the words are used.` });
  templateSlots.add(schema, { slots });
  return schema;
}
