import { leadEndpoint } from "@/server/http/lead-endpoint";

export const dynamic = "force-dynamic";

export const { POST, OPTIONS } = leadEndpoint("landing");
