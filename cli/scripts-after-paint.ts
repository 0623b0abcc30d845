// Next writes its framework scripts into the head as `<script async>`: they download alongside
// the stylesheet and font the first paint needs, and run the moment they arrive, often before that
// paint. The production server rewrites each HTML document so those scripts are requested only
// once the browser reports the page's first contentful paint: the stylesheet, font and document
// have the connection to themselves, and the first frame waits for no JavaScript. The page
// hydrates that much later; every link and form on it is plain HTML that works before it does.
// The server applies it to every HTML answer it sends (cli/compression.ts).

/**
 * Appends the scripts listed in its own `data-after-paint` attribute once the first contentful
 * paint is reported. Where paint timing is not available it appends them at once, as the page
 * would have loaded them; a page that is never painted (a tab opened in the background) gets them
 * after three seconds. The same text on every page, so one hash allows it.
 */
export const AFTER_PAINT_LOADER = [
  "(function(){",
  "var sources=JSON.parse(document.currentScript.dataset.afterPaint),ran=false;",
  "function run(){if(ran)return;ran=true;sources.forEach(function(source){",
  // `async` as an attribute: React, hydrating, finds these and adds no second copy of a chunk.
  'var script=document.createElement("script");script.async=true;script.src=source;document.head.appendChild(script)})}',
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;",
  'if(types&&types.indexOf("paint")>=0){',
  'new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)run()})',
  '.observe({type:"paint",buffered:true});setTimeout(run,3000)}',
  "else run()",
  "})()",
].join("");

const SCRIPT_ELEMENT = /<script\b([^>]*)><\/script>/g;
const SCRIPT_PRELOAD = /<link\b([^>]*?)\/?>/g;
const ATTRIBUTE = /\s+([a-zA-Z-]+)(?:="([^"]*)")?/y;

/** An element's attributes as written (`name="value"` or bare `name`), or null if unusual. */
function attributesOf(text: string): Map<string, string> | null {
  const body = text.trimEnd();
  const parsed = new Map<string, string>();
  let parsedTo = 0;
  ATTRIBUTE.lastIndex = 0;
  for (let match; (match = ATTRIBUTE.exec(body)); parsedTo = ATTRIBUTE.lastIndex) {
    parsed.set(match[1]!.toLowerCase(), match[2] ?? "");
  }
  return parsedTo === body.length ? parsed : null;
}

/** The source of a framework chunk's `<script async>`, or null for any other script. */
function frameworkChunk(attributes: string): string | null {
  const parsed = attributesOf(attributes);
  const src = parsed?.get("src");
  // Integrity, crossorigin or a type would have to be carried over; Next writes none here.
  const plain = [...(parsed?.keys() ?? [])].every((name) =>
    ["src", "async", "nonce"].includes(name),
  );
  return plain && parsed?.has("async") && src?.startsWith("/_next/static/") ? src : null;
}

/**
 * The document with Next's framework scripts (and Next's preload of them) taken out and listed
 * on the loader, which runs them after the first paint. A document without them, or without a
 * head, is returned as it is.
 */
export function runScriptsAfterPaint(html: string): string {
  const sources: string[] = [];
  let rewritten = html.replace(SCRIPT_ELEMENT, (element, attributes: string) => {
    const src = frameworkChunk(attributes);
    if (src === null) return element;
    sources.push(src);
    return "";
  });
  if (sources.length === 0 || !rewritten.includes("</head>")) return html;
  rewritten = rewritten.replace(SCRIPT_PRELOAD, (element, attributes: string) => {
    const parsed = attributesOf(attributes);
    const preloadsChunk =
      parsed?.get("rel") === "preload" &&
      parsed.get("as") === "script" &&
      sources.includes(parsed.get("href") ?? "");
    return preloadsChunk ? "" : element;
  });
  const list = JSON.stringify(sources).replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  const loader = `<script data-after-paint="${list}">${AFTER_PAINT_LOADER}</script>`;
  const at = rewritten.indexOf("</head>");
  return `${rewritten.slice(0, at)}${loader}${rewritten.slice(at)}`;
}
