import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { CalendarDays, Clock, LifeBuoy, ShieldCheck } from '../components/ui/icons';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { ExternalLink } from '../components/ui/ExternalLink';
import { IconCards } from '../components/ui/IconCards';
import { container, buttonPrimary, iconTile } from '../components/ui/styles';
import { ContentText } from '../components/ui/ContentText';
import { BookingScripts } from '../components/booking/useBookingScripts';
import { island } from '../islands/island';

import { useSettings } from '../hooks/useSettings';
import { crumbOf } from '../hooks/usePageLabel';
import type { RoutePageContext } from '../lib/page-context';
import { alpha, colors, fonts, mq, radius, space } from '../styles/theme';
import { present } from '../lib/query-data';

/** Loads the portal's booking scripts while the page is shown. */
const BookingScriptsIsland = island('booking-scripts', BookingScripts);

const banner = css`
  display: flex;
  gap: ${space(4)};
  align-items: flex-start;
  margin: ${space(8)} 0 0;
  padding: ${space(5)} ${space(6)};
  max-width: 860px;
  border-radius: ${radius.lg};
  border: 1px solid ${alpha(colors.success, 0.45)};
  background: linear-gradient(120deg, ${alpha(colors.success, 0.16)} 0%, ${colors.surface} 75%);
  color: ${colors.text};
  svg {
    flex: none;
    color: ${colors.success};
  }
  strong {
    display: block;
    font-family: ${fonts.heading};
    font-size: 1.15rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    margin-bottom: ${space(1)};
  }
  p {
    margin: 0;
  }
`;

const main = css`
  padding: ${space(12)} 0 ${space(16)};
  ${mq.md} {
    padding: ${space(16)} 0 ${space(24)};
  }
  > div > h2 {
    margin-bottom: ${space(8)};
  }
`;

/** The appointment tiles (IconCards): icon, name, duration and price, what it is. */
const tiles = css`
  display: grid;
  gap: ${space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    height: 100%;
    padding: ${space(6)};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radius.lg};
  }
  .icon {
    ${iconTile(52)}
    margin-bottom: ${space(4)};
  }
  h3 {
    font-size: 1.2rem;
    margin-bottom: ${space(3)};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
    margin: 0 0 ${space(4)};
  }
  .meta span {
    display: inline-flex;
    align-items: center;
    gap: ${space(1)};
    padding: ${space(1)} ${space(3)};
    border-radius: ${radius.pill};
    background: ${colors.surfaceRaised};
    font-size: 0.85rem;
    font-weight: 600;
  }
  .meta .price {
    background: ${alpha(colors.accent, 0.16)};
    color: ${colors.text};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;

const cta = css`
  margin-top: ${space(12)};
  display: grid;
  gap: ${space(6)};
  padding: ${space(8)} ${space(6)};
  border-radius: ${radius.lg};
  border: 2px solid ${colors.accent};
  background: linear-gradient(135deg, ${alpha(colors.accent, 0.16)} 0%, ${colors.surface} 60%);
  text-align: center;
  justify-items: center;
  ${mq.md} {
    padding: ${space(10)};
  }
  h2 {
    margin: 0;
    font-size: clamp(1.6rem, 4.5vw, 2.4rem);
  }
  p {
    margin: 0;
    color: ${colors.muted};
    max-width: 56ch;
  }
`;

const trouble = css`
  display: flex;
  gap: ${space(3)};
  align-items: flex-start;
  margin: ${space(8)} auto 0;
  max-width: 760px;
  padding: ${space(4)} ${space(5)};
  border-radius: ${radius.md};
  background: ${colors.surfaceRaised};
  border: 1px solid ${colors.border};
  color: ${colors.text};
  svg {
    flex: none;
    margin-top: 2px;
    color: ${colors.accent};
  }
  p {
    margin: 0;
  }
  a {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/** The appointment booking page (spec 2.12). Loads the portal's booking scripts while it is shown. */
export default function BookingTemplate({ data }: PageProps<Queries.BookingPageQuery, RoutePageContext>) {
  const b = present(data.contentBooking, 'content/data/booking.yaml');
  const settings = useSettings();
  return (
    <article data-testid="booking-page">
      <BookingScriptsIsland portalHostScript={settings.links.portalHostScript} />
      <PageHero title={b.heading} back="home" eyebrow={b.eyebrow} intro={b.intro}>
        <div css={banner} data-testid="icbc-banner">
          <ShieldCheck size={32} aria-hidden="true" />
          <p>
            <strong>{b.bannerHeading}</strong>
            {b.banner}
          </p>
        </div>
      </PageHero>

      <div css={main}>
        <div css={container}>
          <h2 id="appointments-heading">{b.tilesHeading}</h2>
          <IconCards
            items={b.tiles}
            iconSize={26}
            listCss={tiles}
            itemTestId="booking-tile"
            aria-labelledby="appointments-heading"
            data-testid="booking-tiles"
            detail={(t) => (
              <p className="meta">
                <span>
                  <Clock size={14} aria-hidden="true" /> {t.duration}
                </span>
                <span className="price">{t.price}</span>
              </p>
            )}
          />

          <section css={cta} aria-labelledby="calendar-heading">
            <h2 id="calendar-heading">{b.calendarHeading}</h2>
            <p>{b.calendarText}</p>
            <ExternalLink href={settings.links.bookingCalendar} css={buttonPrimary} data-testid="booking-calendar">
              <CalendarDays size={20} aria-hidden="true" /> {b.calendarButton}
            </ExternalLink>
          </section>

          <div css={trouble} data-testid="booking-trouble">
            <LifeBuoy size={22} aria-hidden="true" />
            <p>
              <ContentText text={b.troubleNote} />
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}

export const Head: HeadFC<Queries.BookingPageQuery, RoutePageContext> = ({ data, pageContext }) => <Seo pageContext={pageContext} crumb={crumbOf(data, pageContext.routeKey)} />;

export const query = graphql`
  query BookingPage($lang: String!) {
    ...SiteWords
    contentBooking(lang: { eq: $lang }) {
      heading
      intro
      banner
      tiles {
        icon
        title
        duration
        price
        text
      }
      troubleNote
      eyebrow
      bannerHeading
      tilesHeading
      calendarHeading
      calendarText
      calendarButton
    }
  }
`;
