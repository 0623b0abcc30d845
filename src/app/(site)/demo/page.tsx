import { proseRoute } from "@/components/sections/prose-route";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import { site } from "@/config/site";

const route = proseRoute("demo", {
  closingCta: true,
  actions: (
    <SchedulerLink
      schedulerUrl={site.schedulerUrl}
      size="lg"
      trackLabel="Book a Free Demo (demo page)"
    >
      Book a Free Demo
    </SchedulerLink>
  ),
});

export const metadata = route.metadata;
export default route.Page;
