"use client";

import { useEffect } from "react";

/** Sends the browser on at once; the page's meta refresh does the same without JavaScript. */
export function RedirectNow({ href }: { href: string }) {
  useEffect(() => {
    window.location.replace(href);
  }, [href]);
  return null;
}
