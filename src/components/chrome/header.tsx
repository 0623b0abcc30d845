import { Container } from "@/components/ui/container";
import { ChevronDownIcon, MenuIcon } from "@/components/ui/icons";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import type { SiteConfig } from "@/config/schema";
import type { ChromeCopy } from "@/content/schemas/copy/chrome";
import { INDUSTRIES_MENU, type Navigation } from "@/routing/navigation";
import { IndustriesMenu } from "./industries-menu";
import { IndustriesMenuPanel } from "./industries-menu-panel";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { MobileMenuDrawer } from "./mobile-menu-drawer";
import { NavLink } from "./nav-link";

export type HeaderProps = {
  chrome: ChromeCopy;
  site: Pick<SiteConfig, "name" | "schedulerUrl" | "phone" | "phoneHref">;
  currentPath: string;
  links: Pick<Navigation, "headerItems" | "headerLinks" | "industryLinks" | "allIndustriesLink">;
};

const MOBILE_MENU_TITLE_ID = "mobile-menu-title";

const linkClass =
  "rounded-lg px-3 py-2 text-[0.9375rem] font-medium text-ink-700 transition-colors hover:bg-ink-50 hover:text-ink-900 aria-[current=page]:text-ink-900 aria-[current=page]:underline aria-[current=page]:decoration-bolt-500 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";

export function Header({ site, currentPath, links, chrome }: HeaderProps) {
  const { headerItems, headerLinks, industryLinks, allIndustriesLink } = links;
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100/80 bg-white">
      <Container className="flex h-16 items-center justify-between gap-6 lg:h-[4.5rem]">
        <Logo name={site.name} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerItems.map((item) =>
              item === INDUSTRIES_MENU ? (
                <li key={item}>
                  <IndustriesMenu
                    label={chrome.header.industries}
                    icon={<ChevronDownIcon className="size-4 transition-transform duration-200" />}
                  >
                    <IndustriesMenuPanel links={industryLinks} overview={allIndustriesLink} />
                  </IndustriesMenu>
                </li>
              ) : (
                <li key={item.href}>
                  <NavLink
                    href={item.href}
                    currentPath={currentPath}
                    prefetch={item.prefetch}
                    className={linkClass}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={site.phoneHref}
            className="hidden rounded-lg px-3 py-2 text-[0.9375rem] font-medium text-ink-700 hover:text-ink-900 xl:inline-block"
          >
            {site.phone}
          </a>
          <SchedulerLink
            schedulerUrl={site.schedulerUrl}
            size="sm"
            trackLabel="Book Demo (header)"
            className="hidden sm:inline-flex"
          >
            {chrome.bookDemo}
          </SchedulerLink>
          <MobileMenu
            openLabel={chrome.header.openMenu}
            icon={<MenuIcon />}
            titleId={MOBILE_MENU_TITLE_ID}
          >
            <MobileMenuDrawer
              titleId={MOBILE_MENU_TITLE_ID}
              currentPath={currentPath}
              primaryLinks={headerLinks}
              industryLinks={industryLinks}
              bookDemoHref={site.schedulerUrl}
              phoneHref={site.phoneHref}
              copy={{
                title: chrome.header.menuTitle,
                close: chrome.header.closeMenu,
                industries: chrome.header.industries,
                bookDemo: chrome.bookDemo,
                call: chrome.header.callPhone,
              }}
            />
          </MobileMenu>
        </div>
      </Container>
    </header>
  );
}
