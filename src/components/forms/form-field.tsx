import type { ComponentProps } from "react";

export type FormFieldProps = Omit<ComponentProps<"input">, "id"> & {
  id: string;
  label: string;
  /** Shown after the label of a field that may stay empty: "optional". */
  optionalLabel?: string;
};

/** A labelled text input; validation is the browser's own (required, type, pattern). */
export function FormField({ id, label, optionalLabel, className, ...input }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-ink-800">
        {label}
        {optionalLabel ? <span className="text-xs text-ink-500">{optionalLabel}</span> : null}
      </label>
      <input
        id={id}
        className="mt-2 block h-12 w-full rounded-control border border-ink-200 bg-white px-4 text-base text-ink-900 transition-colors hover:border-ink-300"
        {...input}
      />
    </div>
  );
}
