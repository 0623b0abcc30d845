import { proseRoute } from "@/components/sections/prose-route";
import { ButtonLink } from "@/components/ui/button";

const route = proseRoute("thankYou", {
  noIndex: true,
  actions: (
    <ButtonLink href="/" variant="onDark" size="lg">
      Back to the home page
    </ButtonLink>
  ),
});

export const metadata = route.metadata;
export default route.Page;
