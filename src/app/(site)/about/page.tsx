import { proseRoute } from "@/components/sections/prose-route";

const route = proseRoute("about", { closingCta: true });

export const metadata = route.metadata;
export default route.Page;
