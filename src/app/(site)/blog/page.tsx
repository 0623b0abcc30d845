import { LeadMagnets } from "@/components/blog/lead-magnets";
import { PostGrid } from "@/components/blog/post-card";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { buttonClasses } from "@/components/ui/button-link";
import { BreadcrumbJsonLd } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import { site } from "@/config/site";
import { paths } from "@/content/paths";
import { blogPage, getAllPosts } from "@/content/posts";
import { getLiveRoute } from "@/content/routes";
import { buildMetadata } from "@/lib/metadata";

const route = getLiveRoute(paths.blog);

export const metadata = buildMetadata(site, route);

export default function BlogPage() {
  const { hero, posts } = blogPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro}>
        <a href="#articles" className={buttonClasses("onDark", "lg")}>
          {hero.readArticles}
        </a>
        <a href="#downloads" className={buttonClasses("outlineOnDark", "lg")}>
          {hero.getDownloads}
        </a>
      </PageHero>
      <Section id="articles" eyebrow={posts.eyebrow} heading={posts.heading}>
        <PostGrid posts={getAllPosts()} featureFirst />
      </Section>
      <LeadMagnets />
      <CtaBand />
      <BreadcrumbJsonLd trail={[{ name: route.title, path: route.path }]} />
    </>
  );
}
