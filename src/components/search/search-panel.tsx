import { clsx } from "clsx";
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type SubmitEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { ArrowRightIcon, SearchIcon } from "@/components/ui/icons";
import { MarkedText } from "@/components/ui/marked-text";
import type { SearchPageCopy } from "@/content/schemas/copy/search";
import { subscribeToAddress, writeAddress } from "@/components/browser/address";
import { track } from "@/lib/analytics";
import { fillTemplate } from "@/lib/text/fill-template";
import {
  highlight,
  MAX_RESULTS,
  prepareIndex,
  QUERY_PARAM,
  queryFromSearch,
  search,
  searchTerm,
  SETTLE_MS,
  urlWithQuery,
  type PreparedIndex,
  type SearchResults,
} from "@/components/search/search";
import type { SearchEntry } from "@/lib/search-entry";
import { SearchForm } from "./search-form";

export type SearchPanelProps = {
  indexUrl: string;
  action: string;
  copy: Pick<SearchPageCopy, "form" | "results" | "suggestions">;
};

type IndexState =
  { status: "loading" } | { status: "ready"; index: PreparedIndex } | { status: "failed" };

// The query lives in the URL (?q=): the box shows what the URL holds, so the two never differ.
const readQuery = () => queryFromSearch(window.location.search);
// The page is prerendered once for every query, so the HTML starts with an empty box.
const noQuery = () => "";

/**
 * Puts the query in the URL without a navigation, so back and forward between searches stay on
 * this page (and send popstate, which subscribeToAddress hears).
 */
function writeQuery(query: string, mode: "push" | "replace"): void {
  writeAddress(urlWithQuery(window.location.href, query), mode);
}

const NO_RESULTS: SearchResults = { results: [], total: 0 };

/**
 * The search page's box and results. Results follow every keystroke; the URL follows too, one
 * history entry per search (typing replaces the entry the search began, so back returns to the
 * previous search, not the previous letter). A query counts as settled once it has rested for
 * SETTLE_MS, on Enter, or on a suggestion: then its result count is announced and it is sent to
 * analytics as site_search, once per term. A query restored by back or forward is announced but
 * not sent again: the visitor searched for it already.
 */
export function SearchPanel({ indexUrl, action, copy }: SearchPanelProps) {
  const query = useSyncExternalStore(subscribeToAddress, readQuery, noQuery);
  const [indexState, setIndexState] = useState<IndexState>({ status: "loading" });
  const [settled, setSettled] = useState("");
  const timer = useRef<number | undefined>(undefined);
  /** Whether the current history entry is a search still being typed (then typing replaces it). */
  const typing = useRef(false);
  const lastSent = useRef("");
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    const controller = new AbortController();
    fetch(indexUrl, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`${indexUrl} answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => {
        if (!Array.isArray(data)) throw new Error(`${indexUrl} is not a list`);
        setIndexState({ status: "ready", index: prepareIndex(data as SearchEntry[]) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setIndexState({ status: "failed" });
      });
    return () => controller.abort();
  }, [indexUrl]);

  const settle = useCallback((value: string, send: boolean) => {
    window.clearTimeout(timer.current);
    typing.current = false;
    setSettled(value);
    const term = searchTerm(value);
    if (send && term && term !== lastSent.current) {
      lastSent.current = term;
      track("site_search", { search_term: term });
    }
  }, []);

  const settleLater = useCallback(
    (value: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => settle(value, true), SETTLE_MS);
    },
    [settle],
  );

  useEffect(() => {
    // A shared link (/search?q=dental) is a search too.
    const arrived = readQuery();
    if (arrived) settleLater(arrived);
    const restore = () => settle(readQuery(), false);
    window.addEventListener("popstate", restore);
    return () => {
      window.removeEventListener("popstate", restore);
      window.clearTimeout(timer.current);
    };
  }, [settle, settleLater]);

  const onValueChange = (value: string) => {
    writeQuery(value, typing.current ? "replace" : "push");
    typing.current = true;
    settleLater(value);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    settle(query, true);
  };

  const choose = (event: MouseEvent<HTMLAnchorElement>, term: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    writeQuery(term, typing.current ? "replace" : "push");
    settle(term, true);
    inputRef.current?.focus();
  };

  const index = indexState.status === "ready" ? indexState.index : null;
  const { results, total } = useMemo(
    () => (index ? search(index, query) : NO_RESULTS),
    [index, query],
  );
  const announced = useMemo(
    () => (index ? search(index, settled) : NO_RESULTS).total,
    [index, settled],
  );

  const r = copy.results;
  const countText = (count: number) => (count === 1 ? r.one : fillTemplate(r.many, { count }));
  const cappedText = fillTemplate(r.capped, { count: MAX_RESULTS });
  const hasQuery = query.trim() !== "";

  let status: ReactNode = null;
  if (settled.trim()) {
    if (indexState.status === "failed") status = r.unavailable;
    else if (index && announced === 0) status = r.none;
    else if (index) {
      status = (
        <>
          {countText(announced)} <q>{settled.trim()}</q>
          {announced > MAX_RESULTS ? <>. {cappedText}</> : null}
        </>
      );
    }
  }

  return (
    <div>
      <SearchForm
        id={inputId}
        action={action}
        copy={copy.form}
        value={query}
        onValueChange={onValueChange}
        onSubmit={onSubmit}
        inputRef={inputRef}
      />
      <p role="status" className="sr-only">
        {status}
      </p>

      <div className="mt-8 sm:mt-10" data-search-state={hasQuery ? indexState.status : "empty"}>
        {!hasQuery ? (
          <Suggestions copy={copy.suggestions} action={action} onChoose={choose} />
        ) : indexState.status === "loading" ? (
          <p className="text-ink-600">{r.loading}</p>
        ) : indexState.status === "failed" ? (
          <p className="text-ink-600">{r.unavailable}</p>
        ) : total === 0 ? (
          <div className="rounded-card border border-dashed border-ink-200 bg-ink-50 px-6 py-10 text-center sm:px-10">
            <span className="mx-auto mb-5 grid size-12 place-items-center rounded-full bg-white text-bolt-600 shadow-card">
              <SearchIcon className="size-6" />
            </span>
            <p className="text-h3 font-bold text-ink-900">{r.none}</p>
            <p className="mx-auto mt-3 max-w-lg text-ink-600">{r.noneHint}</p>
            <Suggestions
              copy={copy.suggestions}
              action={action}
              onChoose={choose}
              className="mt-7 border-t border-ink-200/70 pt-6"
              centred
            />
          </div>
        ) : (
          <>
            {/* The count is announced by the status line above once the query settles. */}
            <p aria-hidden="true" className="text-sm font-semibold text-ink-600">
              {countText(total)} <q className="text-ink-900">{query.trim()}</q>
              {total > MAX_RESULTS ? (
                <span className="mt-1 block font-normal text-ink-500 sm:mt-0 sm:ml-2 sm:inline">
                  {cappedText}
                </span>
              ) : null}
            </p>
            <ol aria-label={r.label} className="mt-5 grid grid-cols-1 gap-4">
              {results.map((entry) => (
                <Result key={entry.url} entry={entry} query={query} />
              ))}
            </ol>
          </>
        )}
      </div>
    </div>
  );
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return <MarkedText runs={highlight(text, query)} />;
}

function Result({ entry, query }: { entry: SearchEntry; query: string }) {
  return (
    <li className="group relative min-w-0 rounded-card border border-ink-100 bg-white p-5 shadow-card transition-colors hover:border-bolt-300 sm:p-6">
      <h2 className="pr-8 text-lg font-bold tracking-tight text-ink-900 sm:text-xl">
        <a
          href={entry.url}
          className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-bolt-500"
        >
          <Highlighted text={entry.title} query={query} />
        </a>
      </h2>
      <p className="mt-1 truncate text-sm font-medium text-teal-700">{entry.url}</p>
      <p className="mt-3 text-[0.9375rem] text-ink-600 sm:text-base">
        <Highlighted text={entry.description} query={query} />
      </p>
      <ArrowRightIcon className="absolute top-6 right-5 size-5 text-ink-300 transition-[color,transform] group-hover:translate-x-0.5 group-hover:text-bolt-600 sm:top-7 sm:right-6" />
    </li>
  );
}

function Suggestions({
  copy,
  action,
  onChoose,
  className,
  centred = false,
}: {
  copy: SearchPanelProps["copy"]["suggestions"];
  action: string;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, term: string) => void;
  className?: string;
  centred?: boolean;
}) {
  const labelId = useId();
  return (
    <div className={className}>
      <p id={labelId} className="text-sm font-semibold text-ink-600">
        {copy.label}
      </p>
      <ul
        aria-labelledby={labelId}
        className={clsx("mt-3 flex flex-wrap gap-2", centred && "justify-center")}
      >
        {copy.terms.map((term) => (
          <li key={term}>
            <a
              href={`${action}?${QUERY_PARAM}=${encodeURIComponent(term)}`}
              onClick={(event) => onChoose(event, term)}
              className="inline-flex h-10 items-center rounded-full border border-ink-200 bg-white px-4 text-sm font-medium text-ink-800 shadow-card transition-colors hover:border-bolt-300 hover:text-bolt-700"
            >
              {term}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
