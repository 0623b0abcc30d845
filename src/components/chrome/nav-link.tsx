import type { ComponentProps } from "react";

export type NavLinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  currentPath: string;
  /** Whether the target exists and is worth fetching ahead; never the page already shown. */
  prefetch: boolean;
};

/** Whether a link leads to the page shown, or to the section the page belongs to. */
export function isCurrent(href: string, currentPath: string): boolean {
  const target = href.split("#")[0] || "/";
  return target === "/" ? currentPath === "/" : currentPath.startsWith(target);
}

/**
 * A header or menu link that marks the current page with aria-current and, for a page worth
 * fetching ahead, marks it for the document's speculation rules (src/layouts/document-scripts.ts).
 */
export function NavLink({ href, currentPath, prefetch, children, ...props }: NavLinkProps) {
  const current = isCurrent(href, currentPath);
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      data-prefetch={prefetch && !current ? "" : undefined}
      {...props}
    >
      {children}
    </a>
  );
}
