import { proseRoute } from "@/components/sections/prose-route";

const route = proseRoute("terms");

export const metadata = route.metadata;
export default route.Page;
