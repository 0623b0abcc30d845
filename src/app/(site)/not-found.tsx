import { NotFoundContent } from "@/components/sections/not-found-content";

/** Pages that call notFound() (an unknown slug) show the branded 404 inside the site's chrome. */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
