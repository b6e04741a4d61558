import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Mail, MapPin, Phone, ShieldCheck } from '../components/ui/icons';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { container, section } from '../components/ui/styles';
import { badge, body, contactGrid, dateLine } from '../components/accessibility/statement-styles';
import { useContact } from '../hooks/useContact';
import { dateIn } from '../lib/blog-languages';
import { fillSlots } from '../lib/rich-text';
import { present } from '../lib/query-data';
import { RichText } from '../components/ui/ContentText';
import { crumbOf } from '../hooks/usePageLabel';
import type { RoutePageContext } from '../lib/page-context';

/** When this statement was last reviewed against the site (update it with every review). */
const STATEMENT_DATE = '2026-11-22';

/** The accessibility statement: the standard, how it is tested, known limits, how to report a barrier. Its words: pages.yaml `accessibility`. */
export const query = graphql`
  query AccessibilityPage($lang: String!) {
    ...SiteWords
    contentPages(lang: { eq: $lang }) {
      accessibility {
        eyebrow
        title
        intro
        standardBadge
        standard { heading text listIntro items }
        testing { heading intro items }
        limits { heading intro items }
        report { heading text byPhone byEmail inPerson reply mailSubject mailBody }
        reviewed
      }
      dates { pattern months }
    }
  }
`;

type Statement = NonNullable<Queries.AccessibilityPageQuery['contentPages']>['accessibility'];

/** A section of the statement: its heading, a lead line and a list whose items may start in bold. */
function StatementList({ id, words }: { id: string; words: Statement['testing'] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{words.heading}</h2>
      <p>{words.intro}</p>
      <ul>
        {words.items.map((item, i) => (
          <li key={i}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReportBarrier({ words }: { words: Statement['report'] }) {
  const contact = useContact();
  // The email's first lines end with a line break, so the visitor writes below the last one.
  const mailto = `mailto:${contact.email}?subject=${encodeURIComponent(words.mailSubject)}&body=${encodeURIComponent(`${words.mailBody}\n`)}`;
  return (
    <section aria-labelledby="a11y-report">
      <h2 id="a11y-report">{words.heading}</h2>
      <p>{words.text}</p>
      <ul css={contactGrid} data-testid="a11y-contact" data-contacts="">
        <li>
          <p className="label">
            <Phone size={16} aria-hidden="true" /> {words.byPhone}
          </p>
          <a href={contact.phoneHref} data-testid="a11y-phone">
            {contact.phone}
          </a>
        </li>
        <li>
          <p className="label">
            <Mail size={16} aria-hidden="true" /> {words.byEmail}
          </p>
          <a href={mailto} data-testid="a11y-email">
            {contact.email}
          </a>
        </li>
        <li>
          <p className="label">
            <MapPin size={16} aria-hidden="true" /> {words.inPerson}
          </p>
          <span className="value">{contact.fullAddress}</span>
        </li>
      </ul>
      <p>
        <RichText text={words.reply} />
      </p>
    </section>
  );
}

export default function AccessibilityTemplate({ data }: PageProps<Queries.AccessibilityPageQuery, RoutePageContext>) {
  const contact = useContact();
  const pages = present(data.contentPages, 'content/data/pages.yaml');
  const words = pages.accessibility;
  const date = (
    <time dateTime={STATEMENT_DATE} key="date">
      {dateIn(STATEMENT_DATE, pages.dates)}
    </time>
  );
  return (
    <>
      <PageHero back="home" eyebrow={words.eyebrow} title={words.title} intro={fillSlots(words.intro, { brand: contact.name || 'Forge 24 Fitness' })}>
        <p css={badge} data-testid="wcag-standard">
          <ShieldCheck size={22} aria-hidden="true" /> {words.standardBadge}
        </p>
      </PageHero>

      <div css={section}>
        <div css={container}>
          <div css={body}>
            <section aria-labelledby="a11y-standard">
              <h2 id="a11y-standard">{words.standard.heading}</h2>
              <p>
                <RichText text={words.standard.text} />
              </p>
              <p>{words.standard.listIntro}</p>
              <ul>
                {words.standard.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </section>
            <StatementList id="a11y-testing" words={words.testing} />
            <StatementList id="a11y-limits" words={words.limits} />
            <ReportBarrier words={words.report} />
            <p css={dateLine} data-testid="statement-date">
              <RichText text={words.reviewed} slots={{ date }} />
            </p>
          </div>
        </div>
      </div>
    </>
  );
}

export const Head: HeadFC<unknown, RoutePageContext> = ({ data, pageContext }) => <Seo pageContext={pageContext} crumb={crumbOf(data, pageContext.routeKey)} />;
