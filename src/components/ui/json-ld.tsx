import { site } from "@/config/site";
import { breadcrumbJsonLd, serializeJsonLd, type Crumb } from "@/content/readers/json-ld";

export type JsonLdProps = { data: Parameters<typeof serializeJsonLd>[0] };

export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

export function BreadcrumbJsonLd({ trail }: { trail: readonly Crumb[] }) {
  return <JsonLd data={breadcrumbJsonLd(site, [{ name: "Home", path: "/" }, ...trail])} />;
}
