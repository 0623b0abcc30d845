import { Fragment, type ReactNode } from "react";
import { templateParts } from "@/lib/text/fill-template";

/** A template's words with its slots filled, a value that is an element (a link) in place. */
export function TemplateText({
  text,
  values,
}: {
  text: string;
  values: Readonly<Record<string, ReactNode>>;
}) {
  return templateParts(text, values).map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
