import type { SubmitEvent, Ref } from "react";
import { buttonStyle } from "@/components/ui/button-styles";
import { SearchIcon } from "@/components/ui/icons";
import { QUERY_PARAM } from "@/components/search/search";

export type SearchFormProps = {
  id: string;
  /** The search page's path: without JavaScript the form goes there by GET, as /search?q=… */
  action: string;
  copy: { label: string; placeholder: string; submit: string };
  /** Show the label above the box; otherwise it is for screen readers (a heading names the form). */
  showLabel?: boolean;
  className?: string;
  /** The search page's island drives the box; elsewhere (the 404) it is a plain form. */
  value?: string;
  onValueChange?: (value: string) => void;
  onSubmit?: (event: SubmitEvent<HTMLFormElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The site's search box: a real GET form to the search page, so it works with scripts off, and
 * the search page's live box when given a value and handlers. No hooks, so both server and
 * client components render it.
 */
export function SearchForm({
  id,
  action,
  copy,
  showLabel = false,
  className,
  value,
  onValueChange,
  onSubmit,
  inputRef,
}: SearchFormProps) {
  return (
    <form action={action} method="get" role="search" onSubmit={onSubmit} className={className}>
      <label
        htmlFor={id}
        className={showLabel ? "mb-2 block text-sm font-semibold text-ink-900" : "sr-only"}
      >
        {copy.label}
      </label>
      <div className="flex items-center gap-2 rounded-card border border-ink-200 bg-white p-2 shadow-lift transition-[border-color,box-shadow] focus-within:border-bolt-500 focus-within:ring-4 focus-within:ring-bolt-100">
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-500" />
          <input
            ref={inputRef}
            id={id}
            name={QUERY_PARAM}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            placeholder={copy.placeholder}
            value={value}
            onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
            className="h-12 w-full min-w-0 rounded-control bg-transparent pr-2 pl-11 text-base text-ink-900 outline-none placeholder:text-ink-500 focus-visible:outline-none sm:text-[1.0625rem]"
          />
        </div>
        <button type="submit" className={buttonStyle("primary", "md", "shrink-0")}>
          {copy.submit}
        </button>
      </div>
    </form>
  );
}
