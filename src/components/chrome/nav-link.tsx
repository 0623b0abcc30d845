"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";

export type NavLinkProps = Omit<ComponentProps<typeof Link>, "href"> & { href: string };

/** A header or menu link that marks the current page with aria-current. */
export function NavLink({ href, ...props }: NavLinkProps) {
  const pathname = usePathname();
  const target = href.split("#")[0] || "/";
  const current = target === "/" ? pathname === "/" : pathname.startsWith(target);
  return <Link href={href} aria-current={current ? "page" : undefined} {...props} />;
}
