import type { APIRoute } from "astro";
import { configuredSchedulerEventsDeps, schedulerEventsEndpoint } from "@/bookings/server/endpoint";

// For serverless hosts and `astro dev`: `npm start` answers this path before Astro.
export const prerender = false;

const endpoint = schedulerEventsEndpoint(configuredSchedulerEventsDeps());

export const ALL: APIRoute = ({ request }) => endpoint(request);
