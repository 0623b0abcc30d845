import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Container } from "@/components/ui/container";
import { site } from "@/config/site";
import { FixtureForms } from "./fixture-forms";

/**
 * A page for the end-to-end tests only: it exercises the lead helpers the page forms use. It
 * exists only in builds made with ENABLE_TEST_ROUTES=1; everywhere else it is a 404.
 */
export const metadata: Metadata = {
  title: "Lead form test",
  robots: { index: false, follow: false },
};

export default function LeadFormFixturePage() {
  if (process.env.ENABLE_TEST_ROUTES !== "1") notFound();
  return (
    <Container className="py-16">
      <h1 className="text-2xl font-bold">Lead form test</h1>
      <FixtureForms apiBaseUrl={site.apiBaseUrl} />
    </Container>
  );
}
