/** Text in runs, those a search found marked. */
export function MarkedText({ runs }: { runs: readonly { text: string; hit: boolean }[] }) {
  return runs.map((run, position) =>
    run.hit ? (
      <mark key={position} className="rounded-[0.2em] bg-bolt-100 px-px text-inherit">
        {run.text}
      </mark>
    ) : (
      run.text
    ),
  );
}
