import { z } from "zod";
import { recordRef, type NamedRecord } from "../record-refs";
import { copy } from "../fields";
import { STAT_TYPES } from "@/lib/counter";

/**
 * A proof figure shown large: 42% · 3x · $120k · 4.8 · 12 hrs/wk. docs/product.md's four types
 * do not cover a plain quantity with a unit, so `count` adds it.
 */
export const statSchema = z
  .object({
    type: z.enum(STAT_TYPES).meta({
      title: "Kind",
      description:
        "How the figure is written: a percentage, a multiple, money, a rating or a count.",
    }),
    value: z.number().nonnegative(),
    label: copy,
    suffix: z
      .string()
      .optional()
      .meta({ title: "After the number", description: 'Such as "k" or " hrs/wk".' }),
  })
  .strict();

export type Stat = NamedRecord<typeof statSchema>;

export const statRefs = z.array(recordRef("stats"));
