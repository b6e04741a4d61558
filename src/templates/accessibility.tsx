import { graphql, type HeadFC } from 'gatsby';
import { Mail, MapPin, Phone, ShieldCheck } from '../components/ui/icons';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { container, section } from '../components/ui/styles';
import { badge, body, contactGrid, dateLine } from '../components/accessibility/statement-styles';
import { useContact } from '../hooks/useContact';
import { formatPostDate } from '../lib/blog-preview';
import { crumbOf } from '../hooks/usePageLabel';
import type { RoutePageContext } from '../lib/page-context';

/** When this statement was last reviewed against the site (update it with every review). */
const STATEMENT_DATE = '2026-11-22';
/** How soon the team answers a barrier report. */
const RESPONSE_TIME = '2 business days';

const BARRIER_SUBJECT = 'Accessibility barrier on the website';
const BARRIER_BODY = 'Page address (URL):\nWhat I was trying to do:\nWhat happened:\nBrowser, device and any assistive technology I use:\n';

/** The accessibility statement: the standard, how it is tested, known limits, how to report a barrier. */
/** The page's own data is the site's words in its language (the statement's text is in the code). */
export const query = graphql`
  query AccessibilityPage($lang: String!) {
    ...SiteWords
  }
`;

export default function AccessibilityTemplate() {
  const contact = useContact();
  const mailto = `mailto:${contact.email}?subject=${encodeURIComponent(BARRIER_SUBJECT)}&body=${encodeURIComponent(BARRIER_BODY)}`;
  return (
    <>
      <PageHero
        back="home"
        eyebrow="Accessibility"
        title="Accessibility Statement"
        intro={`${contact.name || 'Forge 24 Fitness'} wants everyone in Surrey and North Delta to be able to find a membership, book a session and reach our team online, whatever device, browser or assistive technology they use.`}
      >
        <p css={badge} data-testid="wcag-standard">
          <ShieldCheck size={22} aria-hidden="true" /> Target: WCAG 2.2 Level AA
        </p>
      </PageHero>

      <div css={section}>
        <div css={container}>
          <div css={body}>
            <section aria-labelledby="a11y-standard">
              <h2 id="a11y-standard">Our Standard</h2>
              <p>
                This website is built to meet the <strong>Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA</strong>, published by the World Wide
                Web Consortium (W3C). These guidelines explain how to make web content usable for people with disabilities, including people who are blind or
                have low vision, are Deaf or hard of hearing, have limited movement, or have cognitive or learning disabilities.
              </p>
              <p>In practice this means:</p>
              <ul>
                <li>Every page, menu, form, carousel, accordion and pop-up works with a keyboard alone, with a visible focus outline and a skip link to the main content.</li>
                <li>Pages use real headings, landmarks and labelled controls, so screen readers can announce them and you can jump between sections.</li>
                <li>Photos have written descriptions (alt text); decorative icons are hidden from screen readers.</li>
                <li>Text and buttons meet the AA colour-contrast ratios, and pages still work when zoomed to 200% or viewed on a 320 px wide screen.</li>
                <li>Form fields have visible labels, errors are described in words and announced, and nothing depends on colour alone.</li>
                <li>If your device is set to reduce motion, slides, smooth scrolling and animations switch off.</li>
              </ul>
            </section>

            <section aria-labelledby="a11y-testing">
              <h2 id="a11y-testing">How We Test</h2>
              <p>Accessibility checks are part of every release of this site, not a one-time audit:</p>
              <ul>
                <li>
                  <strong>Automated scans:</strong> every page is scanned with the axe accessibility engine against the WCAG 2.2 A and AA rules, at a phone
                  width (390 px) and a desktop width (1280 px). A release does not ship with a violation.
                </li>
                <li>
                  <strong>Keyboard-only tests:</strong> automated browser tests use only the keyboard to walk the navigation and its Services menu, the
                  mobile menu, the membership tabs, the photo lightbox, the promo pop-up, carousels and accordions, checking that focus stays inside what is
                  open, that Escape closes it and that focus returns to where you were.
                </li>
                <li>
                  <strong>Screen-reader labels:</strong> the tests find buttons, links and form fields by the names a screen reader announces, so a control
                  without a proper label makes them fail.
                </li>
                <li>
                  <strong>Reduced motion:</strong> the tests check that carousels move instantly and animations stop when your device asks for reduced
                  motion.
                </li>
                <li>
                  <strong>Colour contrast:</strong> the brand colours were chosen for AA contrast on our dark backgrounds, and the scans confirm it on every
                  page.
                </li>
              </ul>
            </section>

            <section aria-labelledby="a11y-limits">
              <h2 id="a11y-limits">Known Limitations</h2>
              <p>Some parts of the experience are provided by other companies and are outside our direct control:</p>
              <ul>
                <li>
                  <strong>Booking calendar and membership portal:</strong> the appointment calendar, online sign-up and casual booking pages are run by our
                  gym-management provider and open on their website. If anything there blocks you, call or email us and we will book your appointment or
                  set up your membership with you directly.
                </li>
                <li>
                  <strong>Map:</strong> the map of our location is provided by a mapping service. Our address, hours and directions are always written out
                  in text on the page as well.
                </li>
                <li>
                  <strong>Social media:</strong> the Instagram and Facebook pages we link to follow those platforms&apos; own accessibility features.
                </li>
              </ul>
            </section>

            <section aria-labelledby="a11y-report">
              <h2 id="a11y-report">Report a Barrier</h2>
              <p>
                If something on this website is hard or impossible for you to use, please tell us. Let us know the page, what you were trying to do and, if
                you like, the device and assistive technology you use. We can also send any information on this site in another format, or help you over
                the phone.
              </p>
              <ul css={contactGrid} data-testid="a11y-contact" data-contacts="">
                <li>
                  <p className="label">
                    <Phone size={16} aria-hidden="true" /> Phone
                  </p>
                  <a href={contact.phoneHref} data-testid="a11y-phone">
                    {contact.phone}
                  </a>
                </li>
                <li>
                  <p className="label">
                    <Mail size={16} aria-hidden="true" /> Email
                  </p>
                  <a href={mailto} data-testid="a11y-email">
                    {contact.email}
                  </a>
                </li>
                <li>
                  <p className="label">
                    <MapPin size={16} aria-hidden="true" /> In person
                  </p>
                  <span className="value">{contact.fullAddress}</span>
                </li>
              </ul>
              <p>
                We reply to every accessibility report <strong>within {RESPONSE_TIME}</strong>, and we will tell you what we are doing to fix the problem
                and when. While a fix is on its way, we will make sure you can get what you need another way.
              </p>
            </section>

            <p css={dateLine} data-testid="statement-date">
              This statement was last reviewed on <time dateTime={STATEMENT_DATE}>{formatPostDate(STATEMENT_DATE)}</time>. We review it whenever the site
              changes in a significant way, and at least once a year.
            </p>
          </div>
        </div>
      </div>
    </>
  );
}

export const Head: HeadFC<unknown, RoutePageContext> = ({ data, pageContext }) => <Seo pageContext={pageContext} crumb={crumbOf(data, pageContext.routeKey)} />;
