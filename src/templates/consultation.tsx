import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { ConsultationForm } from '../components/forms/ConsultationForm';
import { PageHero } from '../components/ui/PageHero';
import { card, container, section } from '../components/ui/styles';
import { useScrollTopOnMount } from '../hooks/useScrollTopOnMount';
import { route } from '../lib/routes';
import type { PageContext } from '../lib/page-context';
import { colors, fonts, mq, radius, space } from '../styles/theme';

const STEPS = [
  { title: 'Send your request', text: 'Tell us about your goals, your experience and when you can train. It takes about two minutes.' },
  { title: 'We call you within 24 hours', text: 'A certified trainer reads your answers and gets in touch to book a time that suits you.' },
  { title: 'Meet your trainer', text: 'A free session at our Scott Road gym: a goal chat, a movement check and a plan you can start on.' },
] as const;

const steps = css`
  list-style: none;
  margin: 0 0 ${space(10)};
  padding: 0;
  display: grid;
  gap: ${space(4)};
  counter-reset: step;
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space(6)};
  }
  li {
    ${card};
    counter-increment: step;
    display: grid;
    grid-template-columns: auto 1fr;
    grid-template-rows: auto 1fr;
    column-gap: ${space(4)};
    align-items: start;
  }
  li::before {
    content: counter(step);
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${radius.pill};
    background: ${colors.accent};
    color: ${colors.accentInk};
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: 1.25rem;
  }
  h3 {
    font-size: 1.15rem;
    margin: ${space(2)} 0 ${space(1)};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;

const formCard = css`
  ${card};
  padding: ${space(6)} ${space(5)};
  ${mq.md} {
    padding: ${space(10)};
  }
`;

/** The consultation page: what happens next, then the form; `?trainer=Full%20Name` pre-selects a trainer. */
export default function ConsultationTemplate({ location }: PageProps<unknown, PageContext>) {
  useScrollTopOnMount();
  // Read after hydration: the pre-rendered page has no query string, so the first render must not depend on it.
  const [trainer, setTrainer] = useState<string | null>(null);
  useEffect(() => {
    setTrainer(new URLSearchParams(location.search).get('trainer'));
  }, [location.search]);

  return (
    <>
      <PageHero
        eyebrow="No cost, no commitment"
        title="Free Fitness Consultation"
        intro="Sit down with one of our certified trainers at our 24-hour gym on Scott Road. We'll talk through your goals, check how you move, and map out a plan that fits your schedule, whether you're brand new to training or coming back from an injury."
      />
      <section css={section} aria-labelledby="consultation-next-heading">
        <div css={container}>
          <h2 id="consultation-next-heading">What happens next</h2>
          <ol css={steps}>
            {STEPS.map((s) => (
              <li key={s.title}>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
          <div css={formCard}>
            <h2
              id="consultation-form-heading"
              css={css`
                font-size: clamp(1.5rem, 4vw, 2rem);
              `}
            >
              Request your consultation
            </h2>
            <ConsultationForm initialTrainer={trainer} />
          </div>
        </div>
      </section>
    </>
  );
}

export const Head: HeadFC<unknown, PageContext> = ({ pageContext }) => (
  <Seo
    pageContext={pageContext}
    title="Free Fitness Consultation in Surrey"
    description="Book a free fitness consultation at our 24-hour gym on Scott Road in Surrey, near North Delta. Tell us your goals and a certified trainer will reply within 24 hours."
    crumb={route(pageContext.routeKey).label}
  />
);
