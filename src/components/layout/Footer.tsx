import { css } from '@emotion/react';
import { LocalLink } from '../ui/LocalLink';
import { Clock, Mail, MapPin, Phone } from '../ui/icons';
import { useSettings, type SiteSettings } from '../../hooks/useSettings';
import { useContact } from '../../hooks/useContact';
import type { ContactFacts } from '../../lib/contact';
import { SERVICE_LINKS } from './nav-items';
import { usePageLabels } from '../../hooks/usePageLabel';
import { LanguageLinks } from './LanguageLinks';
import { pathOf, type RouteKey } from '../../lib/routes';
import { ExternalLink } from '../ui/ExternalLink';
import { HomeSectionLink } from '../ui/SiteLink';
import { container } from '../ui/styles';
import { colors, fonts, mq, space } from '../../styles/theme';
import { fillSlots } from '../../lib/rich-text';

const footer = css`
  background: ${colors.footer};
  border-top: 1px solid ${colors.border};
  padding: ${space(16)} 0 ${space(28)};
  color: ${colors.muted};
  font-size: 0.95rem;
  ${mq.md} {
    padding-bottom: ${space(16)};
  }
  h2 {
    font-size: 1.05rem;
    color: ${colors.text};
    letter-spacing: 0.1em;
    margin-bottom: ${space(4)};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: ${space(2)};
  }
  a {
    color: ${colors.muted};
    text-decoration: none;
  }
  /* A link that wraps onto two lines is one block, so a tap anywhere in it lands on it. */
  li > a {
    display: inline-block;
  }
  a:hover {
    color: ${colors.accent};
    text-decoration: underline;
  }
`;

const cols = css`
  display: grid;
  gap: ${space(10)};
  ${mq.md} {
    grid-template-columns: 1.4fr 1fr 1fr 1fr;
  }
`;

const contactRow = css`
  display: flex;
  gap: ${space(2)};
  align-items: flex-start;
  svg {
    flex: none;
    margin-top: 3px;
    color: ${colors.accent};
  }
`;

type Words = SiteSettings['footer'];
type LabelOf = (key: RouteKey) => string;

export function Footer() {
  const { brand, links, footer: words, frame } = useSettings();
  const labelOf = usePageLabels();
  const contact = useContact();
  const year = new Date().getFullYear();
  return (
    <footer css={footer}>
      <div css={[container, cols]}>
        <FooterAbout brand={brand} words={words} contact={contact} />
        <nav aria-label={frame.services}>
          <h2>{frame.services}</h2>
          <ul>
            {SERVICE_LINKS.map((s) => (
              <li key={s.to}>
                <LocalLink to={s.to}>{labelOf(s.key)}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <FooterExplore words={words} labelOf={labelOf} />
        <FooterFollow words={words} links={links} />
      </div>
      <div css={[container, css`margin-top: ${space(12)}; padding-top: ${space(6)}; border-top: 1px solid ${colors.border};`]}>
        <p css={css`margin: 0; font-size: 0.875rem;`}>
          © {year} {brand.name}. {words.rights}
        </p>
      </div>
    </footer>
  );
}

/** The gym's name, what it is, and how to reach it. */
function FooterAbout({ brand, words, contact }: { brand: SiteSettings['brand']; words: Words; contact: ContactFacts }) {
  return (
    <div>
      <p css={css`font-family: ${fonts.heading}; font-size: 1.6rem; color: ${colors.text}; text-transform: uppercase; font-weight: 700; margin-bottom: ${space(2)};`}>
        {brand.name}
      </p>
      <p>{fillSlots(words.about, { tagline: brand.tagline })}</p>
      <ul>
        <li css={contactRow}>
          <MapPin size={18} aria-hidden="true" />
          <span>{contact.fullAddress}</span>
        </li>
        <li css={contactRow}>
          <Phone size={18} aria-hidden="true" />
          <a href={contact.phoneHref}>{contact.phone}</a>
        </li>
        <li css={contactRow}>
          <Mail size={18} aria-hidden="true" />
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
        <li css={contactRow}>
          <Clock size={18} aria-hidden="true" />
          <span>{words.hours}</span>
        </li>
      </ul>
    </div>
  );
}

/** The site's other pages. */
function FooterExplore({ words, labelOf }: { words: Words; labelOf: LabelOf }) {
  return (
    <nav aria-label={words.explore}>
      <h2>{words.explore}</h2>
      <ul>
        <li>
          <HomeSectionLink anchor="membership">{words.memberships}</HomeSectionLink>
        </li>
        <li>
          <LocalLink to={pathOf('trainers')}>{labelOf('trainers')}</LocalLink>
        </li>
        <li>
          <LocalLink to={pathOf('facility-expansion')}>{labelOf('facility-expansion')}</LocalLink>
        </li>
        <li>
          <LocalLink to="/before-after">{labelOf('before-after')}</LocalLink>
        </li>
        <li>
          <LocalLink to={pathOf('blog')}>{labelOf('blog')}</LocalLink>
        </li>
        <li>
          <LocalLink to={pathOf('faq')}>{labelOf('faq')}</LocalLink>
        </li>
        <li>
          <LocalLink to={pathOf('booking')}>{labelOf('booking')}</LocalLink>
        </li>
        <li>
          <LocalLink to={pathOf('consultation')}>{labelOf('consultation')}</LocalLink>
        </li>
      </ul>
    </nav>
  );
}

/** The gym elsewhere (Instagram, Facebook, reviews), the site's own pages about itself, and its languages. */
function FooterFollow({ words, links }: { words: Words; links: SiteSettings['links'] }) {
  return (
    <div>
      <h2>{words.follow}</h2>
      <ul>
        <li>
          <ExternalLink href={links.instagram}>{words.instagramLabel}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={links.facebook}>{words.facebookLabel}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={links.googleReviews}>{words.reviews}</ExternalLink>
        </li>
      </ul>
      <h2 css={css`margin-top: ${space(8)};`}>{words.site}</h2>
      <ul>
        <li>
          <LocalLink to={pathOf('accessibility')}>{words.accessibilityStatement}</LocalLink>
        </li>
        <li>
          <a href="/sitemap.xml">{words.sitemap}</a>
        </li>
      </ul>
      <div css={css`margin-top: ${space(4)};`}>
        <LanguageLinks flush />
      </div>
    </div>
  );
}
