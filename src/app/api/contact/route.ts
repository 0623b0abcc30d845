import { leadEndpoint } from "@/server/http/lead-endpoint";

export const dynamic = "force-dynamic";

export const { POST, OPTIONS, GET, HEAD, PUT, DELETE, PATCH } = leadEndpoint("contact");
