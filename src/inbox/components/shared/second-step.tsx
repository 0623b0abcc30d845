import { clsx } from "clsx";
import { Button } from "@/components/ui/button";
import { buttonStyle } from "@/components/ui/button-styles";
import { CsrfField } from "./csrf-field";

export type SecondStepProps = {
  /** Where the form posts, and the fields that say what it does (a value each, or several). */
  action: string;
  fields: Readonly<Record<string, string | readonly string[]>>;
  heading: string;
  body: string;
  confirm: string;
  /** The way back, which does nothing. */
  cancel: { href: string; label: string };
  csrf: string;
  className?: string;
};

/**
 * The second step of what cannot be undone, in plain HTML: what it does, a red button that does
 * it, and a way back. The first step is a link or a form that only asks.
 */
export function SecondStep({
  action,
  fields,
  heading,
  body,
  confirm,
  cancel,
  csrf,
  className,
}: SecondStepProps) {
  return (
    <form
      method="post"
      action={action}
      className={clsx("space-y-3 rounded-control border border-red-200 bg-red-50 p-4", className)}
    >
      <CsrfField token={csrf} />
      {Object.entries(fields).flatMap(([name, value]) =>
        (typeof value === "string" ? [value] : value).map((one) => (
          <input key={`${name}-${one}`} type="hidden" name={name} value={one} />
        )),
      )}
      <p className="font-semibold text-red-800">{heading}</p>
      <p className="text-sm text-red-800">{body}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" className="bg-red-700 shadow-none hover:bg-red-800">
          {confirm}
        </Button>
        <a href={cancel.href} className={buttonStyle("secondary", "sm")}>
          {cancel.label}
        </a>
      </div>
    </form>
  );
}
