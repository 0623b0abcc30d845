import { proseRoute } from "@/components/sections/prose-route";

const route = proseRoute("privacy");

export const metadata = route.metadata;
export default route.Page;
