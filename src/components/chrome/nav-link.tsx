"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";
import { linkPrefetch } from "@/lib/link-prefetch";

export type NavLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & {
  href: string;
  /** Whether the target exists and is worth fetching ahead; never the page already shown. */
  prefetch: boolean;
};

/** A header or menu link that marks the current page with aria-current. */
export function NavLink({ href, prefetch, ...props }: NavLinkProps) {
  const pathname = usePathname();
  const target = href.split("#")[0] || "/";
  const current = target === "/" ? pathname === "/" : pathname.startsWith(target);
  return (
    <Link
      href={href}
      prefetch={linkPrefetch(prefetch && !current)}
      aria-current={current ? "page" : undefined}
      {...props}
    />
  );
}
