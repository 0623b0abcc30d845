import type { ComponentProps } from "react";

type LabelProps = {
  id: string;
  label: string;
  /** Shown after the label of a field that may stay empty: "optional". */
  optionalLabel?: string;
};

export type FormFieldProps = Omit<ComponentProps<"input">, "id"> & LabelProps;

export type FormTextAreaProps = Omit<ComponentProps<"textarea">, "id"> &
  LabelProps & {
    /** A line under the field, read out with it: what not to write there. */
    hint?: string;
  };

const CONTROL =
  "mt-2 block w-full rounded-control border border-ink-200 bg-white px-4 text-base text-ink-900 transition-colors hover:border-ink-300";

function FieldLabel({ id, label, optionalLabel }: LabelProps) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-ink-800">
      {label}
      {optionalLabel ? <span className="text-xs text-ink-500">{optionalLabel}</span> : null}
    </label>
  );
}

/** A labelled text input; validation is the browser's own (required, type, pattern). */
export function FormField({ id, label, optionalLabel, className, ...input }: FormFieldProps) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} optionalLabel={optionalLabel} />
      <input id={id} className={`${CONTROL} h-12`} {...input} />
    </div>
  );
}

/** A labelled multi-line field, with an optional hint tied to it for screen readers. */
export function FormTextArea({
  id,
  label,
  optionalLabel,
  hint,
  className,
  ...textarea
}: FormTextAreaProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} optionalLabel={optionalLabel} />
      <textarea
        id={id}
        rows={5}
        aria-describedby={hint ? hintId : undefined}
        className={`${CONTROL} resize-y py-3 leading-relaxed`}
        {...textarea}
      />
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
