import {
  fields,
  type BasicFormField,
  type FormFieldInputProps,
  type FormFieldStoredValue,
} from "@keystatic/core";
import { ActionButton } from "@keystar/ui/button";
import { FieldMessage } from "@keystar/ui/field";
import { Flex } from "@keystar/ui/layout";
import { Heading, Text } from "@keystar/ui/typography";
import type { ReactElement } from "react";
import type { z } from "zod";
import type { ListLength } from "../schemas/records/service-fields";

/**
 * Groups, lists and optional groups that store exactly the shape the site's files use, checked
 * whole with the site's zod schema: Keystatic's own cannot be checked as a whole, and its
 * conditional stores `{ discriminant, value }`, which the schemas refuse.
 */

/** What a part of a group or list needs: Keystatic's text, select or checkbox, or one of these. */
export type PartField<Value> = {
  Input(props: FormFieldInputProps<Value>): ReactElement | null;
  defaultValue(): Value;
  // Keystatic's text field takes a second argument for slugs; parts are never slugs.
  parse(stored: FormFieldStoredValue, extra: undefined): Value;
  serialize(value: Value): { value: FormFieldStoredValue };
  validate(value: Value, extra: undefined): unknown;
};

const unfocused = { autoFocus: false } as const;

type Parts = Record<string, PartField<unknown>>;

type GroupValue<P extends Parts> = { [Key in keyof P]: ReturnType<P[Key]["defaultValue"]> };

function storedFields(stored: FormFieldStoredValue): Record<string, FormFieldStoredValue> {
  const isObject =
    typeof stored === "object" && !Array.isArray(stored) && !(stored instanceof Date);
  // A YAML key left empty reads as null: the part sees it as absent.
  return isObject
    ? Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, value ?? undefined]))
    : {};
}

/** Fields side by side, stored as one object; an empty optional part is left out. */
export function group<P extends Parts>(parts: P): PartField<GroupValue<P>> {
  const entries = Object.entries(parts);
  const eachPart = (make: (key: string, part: PartField<unknown>) => unknown) =>
    Object.fromEntries(entries.map(([key, part]) => [key, make(key, part)])) as GroupValue<P>;
  return {
    Input({ value, onChange, autoFocus, forceValidation }) {
      const values: Record<string, unknown> = value;
      return (
        <Flex direction="column" gap="large">
          {entries.map(([key, part], index) => (
            <part.Input
              key={key}
              // Keystatic asks the first field of an entry to take focus when the entry opens.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={autoFocus && index === 0}
              forceValidation={forceValidation}
              value={values[key]}
              onChange={(changed) => onChange({ ...value, [key]: changed })}
            />
          ))}
        </Flex>
      );
    },
    defaultValue: () => eachPart((_, part) => part.defaultValue()),
    parse(stored) {
      const fieldsStored = storedFields(stored);
      return eachPart((key, part) => part.parse(fieldsStored[key], undefined));
    },
    serialize(value) {
      const values: Record<string, unknown> = value;
      const written = entries.flatMap(([key, part]) => {
        const item = part.serialize(values[key]).value;
        return item === undefined ? [] : [[key, item] as const];
      });
      return { value: Object.fromEntries(written) };
    },
    validate(value) {
      const values: Record<string, unknown> = value;
      for (const [key, part] of entries) part.validate(values[key], undefined);
      return value;
    },
  };
}

type ListOptions = { label: string; description?: string; itemName: string; length: ListLength };

function lengthProblem(count: number, { label, length: { min, max } }: ListOptions) {
  if (count < min) return `${label}: at least ${min}`;
  if (max !== undefined && count > max) return `${label}: at most ${max}`;
  return undefined;
}

export function list<Value>(item: PartField<Value>, options: ListOptions): PartField<Value[]> {
  const { label, description, itemName, length } = options;
  return {
    Input({ value, onChange, forceValidation }) {
      const problem = forceValidation ? lengthProblem(value.length, options) : undefined;
      return (
        <Flex direction="column" gap="large">
          <Heading size="small">{label}</Heading>
          {description && <Text>{description}</Text>}
          {value.map((itemValue, index) => (
            // Items have no identity but their place in the list.
            <Flex key={index} direction="column" gap="regular">
              <item.Input
                {...unfocused}
                forceValidation={forceValidation}
                value={itemValue}
                onChange={(changed) => onChange(value.map((v, i) => (i === index ? changed : v)))}
              />
              <ActionButton
                alignSelf="start"
                onPress={() => onChange(value.filter((_, i) => i !== index))}
              >
                Remove this {itemName}
              </ActionButton>
            </Flex>
          ))}
          {value.length < (length.max ?? Infinity) && (
            <ActionButton
              alignSelf="start"
              onPress={() => onChange([...value, item.defaultValue()])}
            >
              Add a {itemName}
            </ActionButton>
          )}
          {problem && <FieldMessage>{problem}</FieldMessage>}
        </Flex>
      );
    },
    defaultValue: () => Array.from({ length: length.min }, () => item.defaultValue()),
    parse: (stored) =>
      (Array.isArray(stored) ? stored : []).map((entry) =>
        item.parse(entry ?? undefined, undefined),
      ),
    // A list keeps its places: an empty item is written as null, which the checks then refuse.
    serialize: (value) => ({ value: value.map((entry) => item.serialize(entry).value ?? null) }),
    validate(value) {
      const problem = lengthProblem(value.length, options);
      if (problem) throw new Error(problem);
      for (const entry of value) item.validate(entry, undefined);
      return value;
    },
  };
}

/** A part the file holds or leaves out, switched by a checkbox: absent is written as absent. */
export function optional<Value>(
  inner: PartField<Value>,
  switchLabel: string,
): PartField<Value | null> {
  const present = fields.checkbox({ label: switchLabel });
  return {
    Input({ value, onChange, autoFocus, forceValidation }) {
      return (
        <Flex direction="column" gap="large">
          <present.Input
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={autoFocus}
            forceValidation={forceValidation}
            value={value !== null}
            onChange={(on) => onChange(on ? inner.defaultValue() : null)}
          />
          {value !== null && (
            <inner.Input
              {...unfocused}
              forceValidation={forceValidation}
              value={value}
              onChange={onChange}
            />
          )}
        </Flex>
      );
    },
    defaultValue: () => null,
    parse: (stored) => (stored === undefined ? null : inner.parse(stored, undefined)),
    serialize: (value) => (value === null ? { value: undefined } : inner.serialize(value)),
    validate: (value) => (value === null ? value : inner.validate(value, undefined)),
  };
}

function firstIssue(label: string, error: z.ZodError): string {
  const [issue] = error.issues;
  const where = issue?.path.length ? ` ${issue.path.join(".")}` : "";
  return `${label}${where}: ${issue?.message ?? "invalid"}`;
}

/** What a part's inputs cannot see (the pricing tiers' order) its schema refuses, once complete. */
export function checkedField<
  // Keystatic's form values: anything but undefined.
  Value extends NonNullable<unknown> | null,
  Schema extends z.ZodType,
>(
  label: string,
  part: PartField<Value>,
  schema: Schema,
): BasicFormField<Value, Value, z.output<Schema>> {
  const problem = (value: Value) => {
    const result = schema.safeParse(part.serialize(value).value);
    return result.success ? undefined : firstIssue(label, result.error);
  };
  // The inputs show their own problems; the schema's are shown once the inputs have none.
  const wholeProblem = (value: Value) => {
    try {
      part.validate(value, undefined);
    } catch {
      return undefined;
    }
    return problem(value);
  };
  return {
    kind: "form",
    label,
    Input(props) {
      const message = props.forceValidation ? wholeProblem(props.value) : undefined;
      return (
        <Flex direction="column" gap="large">
          <part.Input {...props} />
          {message && <FieldMessage>{message}</FieldMessage>}
        </Flex>
      );
    },
    defaultValue: () => part.defaultValue(),
    parse: (stored) => part.parse(stored, undefined),
    serialize: (value) => part.serialize(value),
    validate(value) {
      part.validate(value, undefined);
      const message = problem(value);
      if (message) throw new Error(message);
      return value;
    },
    reader: {
      parse(stored) {
        const result = schema.safeParse(stored);
        if (!result.success) throw new Error(firstIssue(label, result.error));
        return result.data;
      },
    },
  };
}
