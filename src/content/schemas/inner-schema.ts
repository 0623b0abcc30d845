import { z } from "zod";

/**
 * The schema a wrapper holds, one level in: a preprocess step's target and a transform's source,
 * the schemas that check; undefined for a schema that wraps nothing.
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
