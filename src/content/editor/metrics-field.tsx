import { fields, type BasicFormField, type FormFieldStoredValue } from "@keystatic/core";
import { ActionButton } from "@keystar/ui/button";
import { Flex } from "@keystar/ui/layout";
import { Heading, Text } from "@keystar/ui/typography";
import {
  caseStudyMetricsSchema,
  REPLY_SECONDS,
  UPLIFT_PERCENT,
  type CaseStudyMetrics,
} from "../schemas/records/case-study-fields";

/**
 * A case study's `metrics`, stored as the files hold them (`{ type: uplift, percent, label }`,
 * the uplift first, the reply time second), where Keystatic's own fields would store
 * `{ discriminant, value }`; checked with the site's zod schema.
 */

/** The list as the form holds it while it is edited: numbers may still be empty. */
export type MetricsDraft = {
  uplift: { percent: number | null; label: string };
  response: { seconds: number | null; label: string };
  others: { value: string; label: string }[];
};

const text = (value: unknown) => (typeof value === "string" ? value : "");
const integer = (value: unknown) => (typeof value === "number" ? value : null);
const entry = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/** Reads a file's list leniently: what is wrong shows in the form, where it can be fixed. */
export function metricsDraft(stored: FormFieldStoredValue): MetricsDraft {
  const [uplift, response, ...others] = (Array.isArray(stored) ? stored : []).map(entry);
  return {
    uplift: { percent: integer(uplift?.percent), label: text(uplift?.label) },
    response: { seconds: integer(response?.seconds), label: text(response?.label) },
    others: others.map((other) => ({ value: text(other.value), label: text(other.label) })),
  };
}

/** The list as the file holds it; an empty number is left out rather than written as null. */
export function storedMetrics(draft: MetricsDraft): FormFieldStoredValue {
  const { percent, label: upliftLabel } = draft.uplift;
  const { seconds, label: responseLabel } = draft.response;
  return [
    { type: "uplift", ...(percent === null ? {} : { percent }), label: upliftLabel },
    { type: "response", ...(seconds === null ? {} : { seconds }), label: responseLabel },
    ...draft.others.map((other) => ({ type: "other", value: other.value, label: other.label })),
  ];
}

const PART_NAMES = ["headline rise", "reply time"];

function metricsProblem(stored: FormFieldStoredValue): string | undefined {
  const result = caseStudyMetricsSchema.safeParse(stored);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  const [index, key] = issue?.path ?? [];
  const part =
    typeof index === "number" ? (PART_NAMES[index] ?? `other figure ${index - 1}`) : "figures";
  return `Results, ${part}${key ? ` (${String(key)})` : ""}: ${issue?.message ?? "invalid"}`;
}

function parseMetrics(stored: FormFieldStoredValue): CaseStudyMetrics {
  const result = caseStudyMetricsSchema.safeParse(stored);
  if (!result.success) throw new Error(metricsProblem(stored));
  return result.data;
}

const upliftPercent = fields.integer({
  label: "Rise, in percent",
  description: "The headline figure: 57 for +57%.",
  validation: { isRequired: true, ...UPLIFT_PERCENT },
});
const upliftLabel = fields.text({
  label: "What rose",
  description: "For example: more booked consults",
  validation: { isRequired: true },
});
const replySeconds = fields.integer({
  label: "Reply time, in seconds",
  validation: { isRequired: true, ...REPLY_SECONDS },
});
const replyLabel = fields.text({
  label: "Reply time label",
  description: "For example: average reply, day or night",
  validation: { isRequired: true },
});
const otherValue = fields.text({
  label: "Figure",
  description: "As written: −32%, $13.5k, 2×",
  validation: { isRequired: true },
});
const otherLabel = fields.text({ label: "What it measures", validation: { isRequired: true } });

type InputProps = Parameters<BasicFormField<MetricsDraft>["Input"]>[0];

function MetricsInput({ value, onChange, autoFocus, forceValidation }: InputProps) {
  const shared = { autoFocus: false, forceValidation };
  const setOther = (index: number, change: Partial<MetricsDraft["others"][number]>) =>
    onChange({
      ...value,
      others: value.others.map((other, i) => (i === index ? { ...other, ...change } : other)),
    });
  return (
    <Flex direction="column" gap="xlarge">
      <Heading size="small">Results</Heading>
      <Text>
        Cards show the first two. The story must state the rise and the reply time exactly as
        written here.
      </Text>
      <upliftPercent.Input
        {...shared}
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        value={value.uplift.percent}
        onChange={(percent) => onChange({ ...value, uplift: { ...value.uplift, percent } })}
      />
      <upliftLabel.Input
        {...shared}
        value={value.uplift.label}
        onChange={(label) => onChange({ ...value, uplift: { ...value.uplift, label } })}
      />
      <replySeconds.Input
        {...shared}
        value={value.response.seconds}
        onChange={(seconds) => onChange({ ...value, response: { ...value.response, seconds } })}
      />
      <replyLabel.Input
        {...shared}
        value={value.response.label}
        onChange={(label) => onChange({ ...value, response: { ...value.response, label } })}
      />
      {value.others.map((other, index) => (
        // Figures have no identity but their place in the list.
        <Flex key={index} direction="column" gap="large">
          <otherValue.Input
            {...shared}
            value={other.value}
            onChange={(figure) => setOther(index, { value: figure })}
          />
          <otherLabel.Input
            {...shared}
            value={other.label}
            onChange={(label) => setOther(index, { label })}
          />
          <ActionButton
            alignSelf="start"
            onPress={() =>
              onChange({ ...value, others: value.others.filter((_, i) => i !== index) })
            }
          >
            Remove this figure
          </ActionButton>
        </Flex>
      ))}
      <ActionButton
        alignSelf="start"
        onPress={() => onChange({ ...value, others: [...value.others, { value: "", label: "" }] })}
      >
        Add another figure
      </ActionButton>
    </Flex>
  );
}

export const metricsField: BasicFormField<MetricsDraft, MetricsDraft, CaseStudyMetrics> = {
  kind: "form",
  label: "Results",
  Input: MetricsInput,
  defaultValue: () => metricsDraft(undefined),
  parse: metricsDraft,
  serialize: (draft) => ({ value: storedMetrics(draft) }),
  validate(draft) {
    const problem = metricsProblem(storedMetrics(draft));
    if (problem) throw new Error(problem);
    return draft;
  },
  reader: { parse: parseMetrics },
};
