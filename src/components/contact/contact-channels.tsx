import type { ComponentType } from "react";
import { CardGrid } from "@/components/blocks/card-grid";
import { IconCard } from "@/components/blocks/icon-card";
import { MailIcon, MapPinIcon, PhoneIcon, type IconProps } from "@/components/ui/icons";
import { Markdown } from "@/components/ui/markdown";
import { Section } from "@/components/ui/section";
import type { CONTACT_CHANNELS, ContactPage } from "@/content/schemas/copy/contact";

export type ContactChannelsProps = { copy: ContactPage["channels"] };

const icons: Record<(typeof CONTACT_CHANNELS)[number], ComponentType<IconProps>> = {
  phone: PhoneIcon,
  email: MailIcon,
  address: MapPinIcon,
};

export function ContactChannels({ copy }: ContactChannelsProps) {
  return (
    <Section id="reach-us" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro}>
      <CardGrid items={copy.items}>
        {(channel) => {
          const Icon = icons[channel.kind];
          return (
            <li key={channel.kind}>
              <IconCard icon={<Icon className="size-6" />} title={channel.title}>
                <Markdown
                  as="p"
                  html={channel.value}
                  className="text-lg font-semibold break-words text-ink-900"
                />
                <p className="mt-3">{channel.body}</p>
              </IconCard>
            </li>
          );
        }}
      </CardGrid>
    </Section>
  );
}
