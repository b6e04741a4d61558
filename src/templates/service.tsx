import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Check, MapPin, ShieldCheck } from '../components/ui/icons';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/Section';
import { InfoTiles, serviceTiles } from '../components/service/InfoTiles';
import { PriceBox } from '../components/service/PriceBox';
import { FaqSection } from '../components/faq/FaqSection';
import { ConsultationBlock } from '../components/service/ConsultationBlock';
import { HeroSplit, heroIntro } from '../components/service/HeroSplit';
import { crumbOf } from '../hooks/usePageLabel';
import { useFaqJsonLd } from '../hooks/useFacts';
import type { RoutePageContext } from '../lib/page-context';
import { alpha, colors, layout, mq, radius, space, typeScale, typeCss } from '../styles/theme';
import { fillSlots } from '../lib/rich-text';
import { present } from '../lib/query-data';
import { partProps } from '../startup/render-on-approach';

type Service = NonNullable<Queries.ServicePageQuery['contentServices']>['services'][number];

const tagline = css`
  display: flex;
  align-items: flex-start;
  gap: ${space(2)};
  margin: 0 0 ${space(5)};
  ${typeCss(typeScale.strong)}
  color: ${colors.text};
  svg {
    flex: none;
    margin-top: 3px;
    color: ${colors.accent};
  }
`;

const body = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(10)};
  ${mq.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(300px, 1fr);
    gap: ${space(12)};
    align-items: start;
  }
  h2 {
    margin-bottom: ${space(6)};
  }
`;

const benefitsList = css`
  display: grid;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
    gap: ${space(3)};
    align-items: flex-start;
    padding: ${space(4)};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radius.md};
  }
  .tick {
    flex: none;
    display: grid;
    place-items: center;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: ${colors.accent};
    color: ${colors.accentInk};
  }
`;

const aside = css`
  display: grid;
  gap: ${space(6)};
  ${mq.lg} {
    position: sticky;
    top: calc(${layout.navHeight} + ${space(6)});
  }
`;

const highlight = css`
  display: flex;
  gap: ${space(4)};
  align-items: flex-start;
  margin: 0 0 ${space(10)};
  padding: ${space(5)} ${space(6)};
  border-radius: ${radius.lg};
  border: 1px solid ${alpha(colors.success, 0.45)};
  background: linear-gradient(120deg, ${alpha(colors.success, 0.14)} 0%, ${colors.surface} 70%);
  svg {
    flex: none;
    color: ${colors.success};
  }
  h2 {
    font-size: 1.2rem;
    margin: 0 0 ${space(1)};
  }
  p {
    margin: 0;
    color: ${colors.text};
  }
`;

function useService(data: Queries.ServicePageQuery, routeKey: string): { service: Service; page: NonNullable<Service['page']> } {
  const service = present(data.contentServices, 'content/data/services.yaml').services.find((s) => s.slug === routeKey);
  if (!service?.page) throw new Error(`No service page content for "${routeKey}"`);
  return { service, page: service.page };
}

/** The service's English name: what the form sends, so the gym reads every lead's service in English. */
function englishTitle(data: Queries.ServicePageQuery, slug: string): string {
  const english = present(data.englishServices, 'content/data/services.yaml').services.find((s) => s.slug === slug);
  return english?.title ?? slug;
}

type ServiceWords = NonNullable<Queries.ServicePageQuery['contentServices']>['servicePage'];

/** The service's highlight, its benefits and the price box beside them. */
function ServiceDetails({ page, words }: { page: NonNullable<Service['page']>; words: ServiceWords }) {
  return (
    <Section id="details">
      {page.highlight && (
        <div css={highlight} data-testid="service-highlight">
          <ShieldCheck size={34} aria-hidden="true" />
          <div>
            <h2>{words.highlightHeading}</h2>
            <p>{page.highlight}</p>
          </div>
        </div>
      )}
      <div css={body}>
        <div>
          <h2 id="benefits-heading">{words.benefitsHeading}</h2>
          <ul css={benefitsList} aria-labelledby="benefits-heading" data-testid="benefits">
            {page.benefits.map((b) => (
              <li key={b}>
                <span className="tick" aria-hidden="true">
                  <Check size={16} strokeWidth={3} />
                </span>
                <span>{b}</span>
              </li>
            ))}
          </ul>
        </div>
        <div css={aside}>
          <PriceBox
            pricing={page.pricing}
            note={fillSlots(words.priceNote, { duration: page.duration, groupSize: page.groupSize, experience: page.experience })}
            heading={words.pricingHeading}
            bookLabel={words.bookButton}
          />
        </div>
      </div>
    </Section>
  );
}

/** A service page (spec 2.4): personal training, group fitness, physiotherapy, pre/post natal, athletic performance, kickboxing. */
export default function ServiceTemplate({ data, pageContext }: PageProps<Queries.ServicePageQuery, RoutePageContext>) {
  const { service, page } = useService(data, pageContext.routeKey);
  const slug = service.slug;
  const words = present(data.contentServices, 'content/data/services.yaml').servicePage;

  return (
    <article data-testid="service-page" data-service={slug}>
      {/*
        The hero and the three sections below it are parts (src/startup/render-on-approach): until the page
        has hydrated, only the hero is styled and laid out with the HTML. The form is why: with form fields
        in it, Chromium lays the page out as the HTML ends (a forced layout in DOMContentLoaded), so every
        section not deferred is laid out inside the HTML's last task; without fields that waits for a frame.
      */}
      <div {...partProps}>
        <PageHero title={page.title} back="home" eyebrow={service.title}>
          <HeroSplit image={service.image} alt={service.imageAlt}>
            <p css={tagline} data-testid="service-tagline">
              <MapPin size={20} aria-hidden="true" />
              <span>{words.tagline}</span>
            </p>
            <p css={heroIntro} data-testid="service-description">
              {page.description}
            </p>
            <InfoTiles items={serviceTiles(page, words)} />
          </HeroSplit>
        </PageHero>
      </div>

      <div {...partProps}>
        <ServiceDetails page={page} words={words} />
      </div>

      <div {...partProps}>
        <ConsultationBlock serviceName={service.title} formService={englishTitle(data, slug)} words={words} />
      </div>

      <div {...partProps}>
        <FaqSection
          items={page.faq}
          idPrefix={`${slug}-faq`}
          intro={fillSlots(words.faqIntro, { service: service.title.toLowerCase() })}
          words={present(data.contentFaq, 'content/data/faq.yaml').section}
        />
      </div>
    </article>
  );
}

export const Head: HeadFC<Queries.ServicePageQuery, RoutePageContext> = ({ data, pageContext }) => {
  const service = present(data.contentServices, 'content/data/services.yaml').services.find((s) => s.slug === pageContext.routeKey);
  const faq = useFaqJsonLd(service?.page?.faq ?? [], data);
  return <Seo pageContext={pageContext} crumb={crumbOf(data, pageContext.routeKey)} jsonLd={service?.page ? [faq] : []} />;
};

export const query = graphql`
  query ServicePage($lang: String!) {
    ...SiteWords
    ...ServiceFormWords
    englishServices: contentServices(lang: { eq: "en" }) {
      services { slug title }
    }
    contentFaq(lang: { eq: $lang }) {
      section { eyebrow title askText }
    }
    contentServices(lang: { eq: $lang }) {
      servicePage {
        tagline
        highlightHeading
        benefitsHeading
        priceNote
        consultation { eyebrow title intro }
        nextSteps { heading steps { title text } }
        faqIntro
        facts { price duration groupSize experience }
        factDefaults { duration groupSize experience }
        pricingHeading
        bookButton
      }
      services {
        slug
        title
        description
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 720, aspectRatio: 1.3333, placeholder: DOMINANT_COLOR, sizes: "(min-width: 1024px) 480px, 100vw")
          }
        }
        page {
          title
          description
          benefits
          pricing
          duration
          groupSize
          experience
          highlight
          faq {
            question
            answer
          }
        }
      }
    }
  }
`;
