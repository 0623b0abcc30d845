import { cn } from "@/components/ui/cn";

export type NumberedStepsProps = {
  steps: readonly { title: string; body: string }[];
  className?: string;
};

const columns: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
};

export function NumberedSteps({ steps, className }: NumberedStepsProps) {
  return (
    <ol className={cn("grid gap-8 sm:grid-cols-2", columns[steps.length], className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-5 sm:block">
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-13 bottom-[-1.5rem] left-5.5 w-px bg-bolt-100 sm:hidden"
            />
          ) : null}
          {index > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-5.5 right-[calc(100%+0.5rem)] hidden h-px w-[calc(100%-1.75rem)] bg-bolt-100 lg:block"
            />
          ) : null}
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full border border-bolt-100 bg-bolt-50 text-base font-bold text-bolt-700 tabular-nums"
          >
            {String(index + 1).padStart(2, "0")}
          </span>
          <div>
            <h3 className="mt-2 text-h3 font-bold tracking-tight sm:mt-5">{step.title}</h3>
            <p className="mt-2 text-ink-600">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
