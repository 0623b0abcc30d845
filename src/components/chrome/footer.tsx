import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import type { SiteConfig } from "@/config/schema";
import type { ChromeCopy } from "@/content/schemas/copy/chrome";
import type { Navigation, NavLink } from "@/routing/navigation";
import { CookieSettingsButton } from "./analytics-consent";
import { Logo } from "./logo";

export type FooterProps = {
  chrome: ChromeCopy;
  site: Pick<SiteConfig, "name" | "address" | "phone" | "phoneHref" | "email" | "analyticsId">;
  links: Pick<
    Navigation,
    "footerServiceLinks" | "footerIndustryLinks" | "footerCompanyLinks" | "footerLegalLinks"
  >;
};

const linkClass = "rounded text-ink-200 transition-colors hover:text-white";

function FooterLink({ link }: { link: NavLink }) {
  return (
    <a href={link.href} className={linkClass}>
      {link.label}
    </a>
  );
}

function FooterColumn({
  title,
  links,
  extra,
}: {
  title: string;
  links: readonly NavLink[];
  extra?: ReactNode;
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3 text-[0.9375rem]">
        {links.map((link) => (
          <li key={link.href}>
            <FooterLink link={link} />
          </li>
        ))}
        {extra}
      </ul>
    </div>
  );
}

export function Footer({ site, links, chrome }: FooterProps) {
  const { footer } = chrome;
  const { footerServiceLinks, footerIndustryLinks, footerCompanyLinks, footerLegalLinks } = links;
  return (
    <footer className="bg-ink-950 text-ink-200" data-site-footer="">
      <Container className="grid grid-cols-2 gap-x-8 gap-y-12 py-16 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:py-20">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Logo name={site.name} tone="light" />
          <p className="mt-5 text-[0.9375rem] text-ink-300">{footer.blurb}</p>
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
        <FooterColumn title={footer.columns.services} links={footerServiceLinks} />
        <FooterColumn title={footer.columns.industries} links={footerIndustryLinks} />
        <FooterColumn
          title={footer.columns.company}
          links={footerCompanyLinks}
          extra={
            <li className="text-ink-300" data-careers="">
              {footer.careers.label} <span className="text-xs">({footer.careers.status})</span>
            </li>
          }
        />
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm text-ink-300 lg:flex-row lg:items-center lg:justify-between">
          <p className="max-w-2xl">{footer.hipaaNote}</p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {footerLegalLinks.map((link) => (
              <FooterLink key={link.href} link={link} />
            ))}
            {site.analyticsId ? (
              <CookieSettingsButton label={chrome.consent.settings} className={linkClass} />
            ) : null}
            <span>
              © {new Date().getFullYear()} {site.name}
            </span>
          </div>
        </Container>
      </div>
    </footer>
  );
}
