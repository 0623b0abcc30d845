import { renderToStaticMarkup } from "react-dom/server";
import { boltMark, brandColors } from "@/config/brand";
import { brandFontFiles } from "@/config/brand-font";
import type { LeadFormsCopy } from "@/leads/copy/lead-forms";
import { TemplateText } from "./template-text";

/**
 * The page a browser's own form gets when the lead API refuses it. It stands alone (inline
 * styles, no script), so the API can answer it wherever it runs.
 */

export type FormProblem = {
  status: number;
  /** What is wrong, one line each, in words a visitor can act on. */
  problems: readonly string[];
  backHref: string;
  site: { name: string; url: string; phone: string; phoneHref: string };
};

type ProblemPageCopy = LeadFormsCopy["problemPage"];

/** The heading and intro for the answers, the request's origin, or the moment. */
function copyFor(status: number, copy: ProblemPageCopy) {
  if (status === 403) return copy.origin;
  if (status >= 429) return copy.later;
  return copy.answers;
}

const STYLES = `
@font-face{font-family:"Plus Jakarta Sans";src:url(${brandFontFiles.core.url}) format("woff2");font-weight:400 700;font-display:swap}
*{box-sizing:border-box}
body{margin:0;background:#f5f7fb;color:${brandColors.ink};font:1rem/1.6 "Plus Jakarta Sans",system-ui,sans-serif}
header{background:${brandColors.ink};padding:1rem 1.25rem}
header a{display:inline-flex;align-items:center;gap:.625rem;color:#fff;font-weight:700;text-decoration:none}
main{padding:3rem 1.25rem}
.card{max-width:36rem;margin:0 auto;background:#fff;border:1px solid #e4e9f2;border-radius:1.5rem;padding:2rem;box-shadow:0 18px 40px -24px rgba(11,27,51,.35)}
h1{margin:0 0 .75rem;font-size:1.75rem;line-height:1.2;letter-spacing:-.02em}
p{margin:0 0 1rem}
ul{margin:0 0 1.5rem;padding-left:1.25rem}
li{margin:.25rem 0;font-weight:600}
.button{display:inline-block;background:${brandColors.accent};color:#fff;font-weight:700;text-decoration:none;border-radius:.75rem;padding:.875rem 1.5rem}
.button:focus-visible,a:focus-visible{outline:3px solid ${brandColors.bolt};outline-offset:3px}
.note{color:${brandColors.inkMuted};font-size:.9375rem}
.note a{color:${brandColors.ink};font-weight:600}
`;

function FormProblemPage({
  status,
  problems,
  backHref,
  site,
  copy,
}: FormProblem & { copy: ProblemPageCopy }) {
  const { title, intro } = copyFor(status, copy);
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${site.name}`}</title>
        <style dangerouslySetInnerHTML={{ __html: STYLES }} />
      </head>
      <body>
        <header>
          <a href={`${site.url}/`}>
            <svg viewBox={boltMark.viewBox} width="28" height="28" aria-hidden="true">
              <rect width="32" height="32" rx={boltMark.tileRadius} fill={brandColors.accent} />
              {boltMark.paths.map((path) => (
                <path key={path.d} d={path.d} fill={path.fill} />
              ))}
            </svg>
            {site.name}
          </a>
        </header>
        <main>
          <div className="card">
            <h1>{title}</h1>
            <p>{intro}</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
            <p>
              <a className="button" href={backHref}>
                {copy.back}
              </a>
            </p>
            <p className="note">{copy.backNote}</p>
            <p className="note">
              <TemplateText
                text={copy.call}
                values={{ phone: <a href={site.phoneHref}>{site.phone}</a> }}
              />
            </p>
          </div>
        </main>
      </body>
    </html>
  );
}

/** The page as an answer with its status, never cached. */
export function formProblemResponse(
  problem: FormProblem,
  copy: ProblemPageCopy,
  headers: HeadersInit = {},
): Response {
  const html = `<!doctype html>${renderToStaticMarkup(<FormProblemPage {...problem} copy={copy} />)}`;
  return new Response(html, {
    status: problem.status,
    headers: {
      ...Object.fromEntries(new Headers(headers)),
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
    },
  });
}
