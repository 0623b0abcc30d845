import type { ComponentProps, ReactNode } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";

type FieldProps = {
  id: string;
  label: string;
  optionalLabel?: string;
};

export type FormFieldProps = Omit<ComponentProps<"input">, "id"> & FieldProps;

const controlClass =
  "mt-2 block w-full rounded-control border border-ink-200 bg-white px-4 text-base text-ink-900 transition-colors hover:border-ink-300";

function FieldLabel({ id, label, optionalLabel }: FieldProps) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-ink-800">
      {label}
      {optionalLabel ? <span className="text-xs text-ink-500">{optionalLabel}</span> : null}
    </label>
  );
}

/**
 * A labelled text input; validation is the browser's own (required, type, pattern). The type is
 * written out even when it is text: an `autocomplete` token such as `name` belongs to a text
 * control, and checkers (and some autofill) read the attribute, not its default.
 */
export function FormField({
  id,
  label,
  optionalLabel,
  className,
  type = "text",
  ...input
}: FormFieldProps) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} optionalLabel={optionalLabel} />
      <input id={id} type={type} className={`${controlClass} h-12`} {...input} />
    </div>
  );
}

export type SelectFieldProps = Omit<ComponentProps<"select">, "id" | "children"> &
  FieldProps & {
    /** The first, empty choice: with `required`, the browser refuses the form until another is made. */
    placeholder: string;
    options: readonly string[];
  };

export function SelectField({
  id,
  label,
  optionalLabel,
  placeholder,
  options,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} optionalLabel={optionalLabel} />
      <div className="relative">
        <select
          id={id}
          defaultValue=""
          className={`${controlClass} h-12 appearance-none pr-11 invalid:text-ink-500`}
          {...select}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option} value={option} className="text-ink-900">
              {option}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-500" />
      </div>
    </div>
  );
}

export type TextAreaFieldProps = Omit<ComponentProps<"textarea">, "id"> &
  FieldProps & {
    hint?: ReactNode;
  };

export function TextAreaField({
  id,
  label,
  optionalLabel,
  hint,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} optionalLabel={optionalLabel} />
      <textarea
        id={id}
        aria-describedby={hintId}
        className={`${controlClass} min-h-28 resize-y py-3 leading-normal`}
        {...textarea}
      />
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
