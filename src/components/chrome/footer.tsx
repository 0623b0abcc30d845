import Link from "next/link";
import type { SiteConfig } from "@/config/schema";
import {
  footerCompanyLinks,
  footerLegalLinks,
  footerServiceLinks,
  industryLinks,
  type NavLink,
} from "@/config/navigation";
import { footerCopy } from "@/content/chrome";
import { Container } from "@/components/ui/container";
import { CookieSettingsButton } from "./analytics-consent";
import { Logo } from "./logo";

export type FooterProps = { site: SiteConfig };

const linkClass = "rounded text-ink-200 transition-colors hover:text-white";

function FooterColumn({
  title,
  links,
  extra,
}: {
  title: string;
  links: readonly NavLink[];
  extra?: React.ReactNode;
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3 text-[0.9375rem]">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {extra}
      </ul>
    </div>
  );
}

export function Footer({ site }: FooterProps) {
  return (
    <footer className="bg-ink-950 text-ink-200" data-site-footer="">
      <Container className="grid grid-cols-2 gap-x-8 gap-y-12 py-16 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:py-20">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Logo name={site.name} tone="light" />
          <p className="mt-5 text-[0.9375rem] text-ink-300">{footerCopy.blurb}</p>
          <address className="mt-6 space-y-2 text-[0.9375rem] not-italic">
            <p>{site.address}</p>
            <p>
              <a href={site.phoneHref} className={linkClass}>
                {site.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </p>
          </address>
        </div>
        <FooterColumn title="Services" links={footerServiceLinks} />
        <FooterColumn title="Industries" links={industryLinks.slice(0, 6)} />
        <FooterColumn
          title="Company"
          links={footerCompanyLinks}
          extra={
            <li>
              <a role="link" aria-disabled="true" className="cursor-not-allowed text-ink-300">
                Careers <span className="text-xs">(not hiring yet)</span>
              </a>
            </li>
          }
        />
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm text-ink-300 lg:flex-row lg:items-center lg:justify-between">
          <p className="max-w-2xl">{footerCopy.hipaaNote}</p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {footerLegalLinks.map((link) => (
              <Link key={link.href} href={link.href} className={linkClass}>
                {link.label}
              </Link>
            ))}
            {site.analyticsId ? <CookieSettingsButton className={linkClass} /> : null}
            <span>
              © {new Date().getFullYear()} {site.name}
            </span>
          </div>
        </Container>
      </div>
    </footer>
  );
}
