import { z } from "zod";

/**
 * The schema a wrapper holds, one level in: an optional, nullable or defaulted field's own; a
 * preprocess step's target (the schema that checks); a transform's source (the one that checks
 * before it). Undefined for a schema that wraps nothing. Only zod, so the browser editor can
 * bundle it.
 */
export function innerSchema(schema: z.ZodType): z.ZodType | undefined {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  ) {
    return schema.unwrap() as z.ZodType;
  }
  if (schema instanceof z.ZodPipe) {
    return (schema.out instanceof z.ZodTransform ? schema.in : schema.out) as z.ZodType;
  }
  return undefined;
}
