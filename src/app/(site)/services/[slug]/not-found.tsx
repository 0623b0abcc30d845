import type { Metadata } from "next";
import { NotFoundContent } from "@/components/sections/not-found-content";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import { paths } from "@/content/paths";
import { servicePage } from "@/content/services";
import { notFoundMetadata } from "@/lib/metadata";

export const metadata: Metadata = notFoundMetadata(site, chrome.notFound);

/** An unknown service: the 404 in the site's shell, pointing back to the services overview. */
export default function ServiceNotFound() {
  const copy = servicePage.notFound;
  return (
    <NotFoundContent
      heading={copy.heading}
      message={copy.message}
      back={{ href: paths.services, label: copy.back }}
    />
  );
}
