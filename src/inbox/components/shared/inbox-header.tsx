import { BoltMark } from "@/components/brand/bolt-mark";
import { Container } from "@/components/ui/container";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { CsrfField } from "./csrf-field";

export type InboxHeaderProps = {
  brand: string;
  copy: InboxCopy;
  currentPath: string;
  csrf: string;
  /** Submissions waiting in the suspected folder, shown beside its link (none: no number). */
  suspectedCount: number;
};

const linkClass =
  "block rounded-lg px-3 py-2 whitespace-nowrap text-sm font-semibold text-ink-600 transition-colors hover:bg-ink-50 hover:text-ink-900 aria-[current=page]:bg-bolt-50 aria-[current=page]:text-bolt-700";

const count = new Intl.NumberFormat("en-US");

export function InboxHeader({ brand, copy, currentPath, csrf, suspectedCount }: InboxHeaderProps) {
  const links = [
    { href: INBOX_PATHS.home, label: copy.nav.leads },
    { href: INBOX_PATHS.suspected, label: copy.nav.suspected, count: suspectedCount },
    { href: INBOX_PATHS.report, label: copy.nav.report },
    { href: INBOX_PATHS.audit, label: copy.nav.audit },
    { href: INBOX_PATHS.account, label: copy.nav.account },
  ];
  return (
    <header className="border-b border-ink-100 bg-white">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <a
          href={INBOX_PATHS.home}
          className="inline-flex items-center gap-2.5 rounded-md font-bold tracking-tight text-ink-900"
        >
          <BoltMark className="size-8" />
          <span>{brand}</span>
          <span className="hidden font-medium text-ink-500 sm:inline">{copy.brandSuffix}</span>
        </a>
        <form method="post" action={INBOX_PATHS.signOut} className="sm:order-last">
          <CsrfField token={csrf} />
          <button
            type="submit"
            className="rounded-lg px-3 py-2 text-sm font-semibold text-ink-600 hover:bg-ink-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-bolt-500"
          >
            {copy.signOut}
          </button>
        </form>
        <nav
          aria-label={copy.nav.label}
          className="-mx-5 w-[calc(100%+2.5rem)] overflow-x-auto px-2 sm:mx-0 sm:mr-auto sm:w-auto sm:px-0"
        >
          <ul className="flex min-w-max gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={linkClass}
                  aria-current={isCurrent(link.href, currentPath) ? "page" : undefined}
                >
                  {link.label}
                  {link.count ? (
                    <>
                      {" "}
                      <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs text-ink-700 tabular-nums">
                        {count.format(link.count)}
                      </span>
                    </>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </header>
  );
}

function isCurrent(href: string, path: string): boolean {
  if (href === INBOX_PATHS.home) return path === href || path.startsWith("/inbox/leads");
  return path === href || path.startsWith(`${href}/`);
}
