import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Check } from '../components/ui/icons';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { HeroSplit, heroIntro } from '../components/service/HeroSplit';
import { Section } from '../components/ui/Section';
import { InfoTiles, serviceTiles } from '../components/service/InfoTiles';
import { FaqSection } from '../components/faq/FaqSection';
import { PilatesBooking } from '../components/pilates/PilatesBooking';
import { PilatesFacts } from '../components/pilates/PilatesFacts';
import { crumbOf } from '../hooks/usePageLabel';
import { useFaqJsonLd } from '../hooks/useFacts';
import type { RoutePageContext } from '../lib/page-context';
import { alpha, colors, mq, radius, space } from '../styles/theme';
import { present } from '../lib/query-data';

const benefits = css`
  display: grid;
  gap: ${space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: flex;
    align-items: center;
    gap: ${space(3)};
    padding: ${space(4)} ${space(5)};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radius.md};
    font-weight: 600;
    ${mq.lg} {
      flex-direction: column;
      align-items: flex-start;
      padding: ${space(5)};
    }
  }
  .tick {
    flex: none;
    display: grid;
    place-items: center;
    width: 34px;
    height: 34px;
    border-radius: 50%;
    background: ${alpha(colors.accent, 0.16)};
    color: ${colors.accent};
  }
`;

const sessions = css`
  display: grid;
  gap: ${space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  }
  li {
    padding: ${space(6)};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-top: 4px solid ${colors.accent};
    border-radius: ${radius.md};
  }
  h3 {
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;


/** Pilates' name in the page's language (for the form's name) and in English (what the form sends), from services.yaml. */
function pilatesName(data: Queries.PilatesPageQuery): { shown: string; sent: string } {
  const title = (services: { services: readonly { slug: string; title: string }[] } | null | undefined) =>
    present(services, 'content/data/services.yaml').services.find((s) => s.slug === 'pilates')?.title ?? 'Pilates';
  return { shown: title(data.contentServices), sent: title(data.englishServices) };
}

/** The Pilates page (spec 2.6): intro, 8 benefits, the sessions, booking and contact, FAQ of 10. */
export default function PilatesTemplate({ data }: PageProps<Queries.PilatesPageQuery, RoutePageContext>) {
  const p = present(data.contentPilates, 'content/data/pilates.yaml');
  const serviceWords = present(data.contentServices, 'content/data/services.yaml').servicePage;
  return (
    <article data-testid="pilates-page">
      <PageHero title={p.heading} back="home" eyebrow={p.eyebrow}>
        <HeroSplit image={p.image} alt={p.imageAlt}>
          <p css={heroIntro}>{p.intro}</p>
          <InfoTiles items={serviceTiles(p, serviceWords)} />
        </HeroSplit>
      </PageHero>

      <Section id="benefits" eyebrow={p.benefitsSection.eyebrow} title={p.benefitsSection.title} intro={p.benefitsSection.intro}>
        <ul css={benefits} data-testid="pilates-benefits">
          {p.benefits.map((b) => (
            <li key={b}>
              <span className="tick" aria-hidden="true">
                <Check size={18} strokeWidth={3} />
              </span>
              <span>{b}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sessions" eyebrow={p.sessionsSection.eyebrow} title={p.sessionsSection.title} intro={p.sessionsSection.intro} tone="raised">
        <PilatesFacts pilates={p} labels={serviceWords.facts} />
        <ul css={sessions}>
          {p.sessionTypes.map((s) => (
            <li key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <PilatesBooking
        price={p.price}
        duration={p.duration}
        groupSize={p.groupSize}
        words={p.booking}
        bookLabel={serviceWords.bookButton}
        service={pilatesName(data)}
      />

      <FaqSection
        items={p.faq}
        idPrefix="pilates-faq"
        title={p.faqSection.title}
        intro={p.faqSection.intro}
        words={present(data.contentFaq, 'content/data/faq.yaml').section}
      />
    </article>
  );
}

export const Head: HeadFC<Queries.PilatesPageQuery, RoutePageContext> = ({ data, pageContext }) => {
  const faq = useFaqJsonLd(present(data.contentPilates, 'content/data/pilates.yaml').faq, data);
  return <Seo pageContext={pageContext} crumb={crumbOf(data, pageContext.routeKey)} jsonLd={[faq]} />;
};

export const query = graphql`
  query PilatesPage($lang: String!) {
    ...SiteWords
    ...ServiceFormWords
    contentServices(lang: { eq: $lang }) {
      servicePage {
        facts { price duration groupSize experience }
        factDefaults { duration groupSize experience }
        bookButton
      }
      services { slug title }
    }
    englishServices: contentServices(lang: { eq: "en" }) {
      services { slug title }
    }
    contentFaq(lang: { eq: $lang }) {
      section { eyebrow title askText }
    }
    contentPilates(lang: { eq: $lang }) {
      heading
      intro
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.3333, placeholder: DOMINANT_COLOR, sizes: "(min-width: 1024px) 480px, 100vw")
        }
      }
      price
      duration
      groupSize
      experience
      benefits
      sessionTypes {
        title
        text
      }
      faq {
        question
        answer
      }
      eyebrow
      benefitsSection { eyebrow title intro }
      sessionsSection { eyebrow title intro }
      booking {
        section { eyebrow title intro }
        contactHeading
        sessionLine
        formHeading
      }
      faqSection { title intro }
    }
  }
`;
