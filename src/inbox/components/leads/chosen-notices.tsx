import { fillTemplate } from "@/lib/text/fill-template";
import { Notice } from "@/inbox/components/shared/notice";

export type ChosenNoticesProps = {
  /** How many the action did, and of the rest how many had moved on and how many were gone. */
  counts: { done: number; moved: number; gone: number };
  /** The words for each, their {count} filled, and any other slot from `values`. */
  words: { done: string; moved: string; gone: string };
  values?: Record<string, string | number>;
};

/**
 * What an action on chosen leads or submissions did, and apart, how many it did not do and why:
 * someone else acted on them first, or they are gone.
 */
export function ChosenNotices({ counts, words, values = {} }: ChosenNoticesProps) {
  const say = (text: string, count: number) => fillTemplate(text, { ...values, count });
  return (
    <>
      {counts.done > 0 && <Notice tone="done">{say(words.done, counts.done)}</Notice>}
      {counts.moved > 0 && <Notice tone="problem">{say(words.moved, counts.moved)}</Notice>}
      {counts.gone > 0 && <Notice tone="problem">{say(words.gone, counts.gone)}</Notice>}
    </>
  );
}
