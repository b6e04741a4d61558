import { useState } from 'react';
import { island } from '../../islands/island';
import { css } from '@emotion/react';
import { MapPin } from '../ui/icons';
import { useBusinessInfo } from '../../hooks/useBusinessInfo';
import { useSettings } from '../../hooks/useSettings';
import { contactFacts } from '../../lib/contact';
import { fillSlots } from '../../lib/rich-text';
import { ExternalLink } from '../ui/ExternalLink';
import { buttonPrimary, card, container } from '../ui/styles';
import { alpha, colors, mq, radius, space } from '../../styles/theme';

const layoutCss = css`
  display: grid;
  gap: ${space(6)};
  & > * {
    min-width: 0;
  }
  ${mq.lg} {
    grid-template-columns: 1fr 1.2fr;
  }
  h3 {
    font-size: 1.15rem;
    margin-top: ${space(6)};
  }
  ul {
    columns: 2;
    padding-left: ${space(5)};
    color: ${colors.muted};
  }
`;

const mapBox = css`
  position: relative;
  min-height: 340px;
  border-radius: ${radius.lg};
  overflow: hidden;
  border: 1px solid ${colors.border};
  background:
    linear-gradient(${alpha(colors.steel, 0.12)} 1px, transparent 1px) 0 0 / 32px 32px,
    linear-gradient(90deg, ${alpha(colors.steel, 0.12)} 1px, transparent 1px) 0 0 / 32px 32px,
    linear-gradient(160deg, ${colors.mapFrom}, ${colors.mapTo});
  display: grid;
  place-items: center;
  text-align: center;
  padding: ${space(6)};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

/**
 * The map box: nothing from the map provider loads until the visitor asks for it (the part that runs in the browser).
 * @public The islands' build imports it by this name (src/islands/registry.ts).
 */
export function BusinessMap() {
  const info = useBusinessInfo();
  const { links, contact } = useSettings();
  const words = contact.business;
  const [showMap, setShowMap] = useState(false);
  if (!info) return null;
  const c = contactFacts(info);
  return (
    <div css={mapBox}>
      {showMap ? (
        <iframe title={fillSlots(words.mapTitle, { name: info.name, address: c.fullAddress })} src={links.mapEmbed} loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <div>
          <MapPin size={40} aria-hidden="true" css={css`color: ${colors.accent}; margin: 0 auto ${space(3)};`} />
          <p css={css`font-weight: 600;`}>{c.fullAddress}</p>
          <p css={css`color: ${colors.muted}; font-size: 0.9rem; max-width: 36ch; margin-inline: auto;`}>
            {words.mapNote}
          </p>
          <button type="button" css={buttonPrimary} onClick={() => setShowMap(true)}>
            {words.showMap}
          </button>
        </div>
      )}
    </div>
  );
}

const BusinessMapIsland = island('business-map', BusinessMap);

/**
 * Business information from the business_info record: contact details, services, and a map
 * that loads nothing from the map provider until the visitor asks for it. Hidden without a record.
 */
export function BusinessInfo() {
  const info = useBusinessInfo();
  const { links, contact } = useSettings();
  const words = contact.business;
  if (!info) return null;
  const c = contactFacts(info);
  return (
    <section aria-labelledby="business-info-heading" css={css`padding-bottom: ${space(20)};`} data-testid="business-info">
      <div css={[container, layoutCss]}>
        <div css={card}>
          <h2 id="business-info-heading" css={css`font-size: 1.8rem;`}>
            {info.name}
          </h2>
          <p css={css`color: ${colors.muted};`}>{info.description}</p>
          <address css={css`font-style: normal; display: grid; gap: ${space(1)};`}>
            <span>{c.fullAddress}</span>
            <a href={c.phoneHref}>{c.phone}</a>
            <a href={`mailto:${c.email}`}>{c.email}</a>
            <span>{info.business_hours}</span>
          </address>
          <h3>{words.servicesHeading}</h3>
          <ul>
            {info.services.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <ExternalLink href={links.mapsPage}>{words.mapsLink}</ExternalLink>
        </div>
        <BusinessMapIsland />
      </div>
    </section>
  );
}
