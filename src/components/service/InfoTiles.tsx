import { Fragment } from 'react';
import { css } from '@emotion/react';
import { Icon, type IconName } from '../ui/Icon';
import { alpha, colors, fonts, mq, radius, space, typeScale } from '../../styles/theme';
import { iconTile } from '../ui/styles';

export interface InfoTile {
  label: string;
  value: string;
  icon: IconName;
}

const list = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(2)};
  margin: ${space(8)} 0 0;
  max-width: 720px;
  ${mq.sm} {
    gap: ${space(4)};
  }
`;

/* Phones: icon above label and value, three across. From 640px: icon beside them. */
const tile = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  padding: ${space(3)};
  background: ${alpha(colors.surface, 0.85)};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  ${mq.sm} {
    justify-content: center;
    gap: 0;
    min-height: 76px;
    padding: ${space(4)} ${space(4)} ${space(4)} calc(${space(4)} + 44px + ${space(3)});
  }
  .icon {
    ${iconTile(36, { rounded: radius.sm })}
    margin-bottom: ${space(2)};
    ${mq.sm} {
      position: absolute;
      left: ${space(4)};
      top: 50%;
      width: 44px;
      height: 44px;
      margin: -22px 0 0;
    }
  }
  dt {
    font-size: ${typeScale.micro.size};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${colors.muted};
    ${mq.sm} {
      font-size: ${typeScale.small.size};
      letter-spacing: 0.12em;
    }
  }
  dd {
    margin: 0;
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: 1.05rem;
    line-height: 1.2;
    color: ${colors.text};
    ${mq.sm} {
      font-size: 1.2rem;
    }
  }
  .word {
    white-space: nowrap;
  }
`;

/** Key facts of a service as labelled tiles (Duration, Group Size, Experience ...). */
export function InfoTiles({ items, testId = 'info-tiles' }: { items: InfoTile[]; testId?: string }) {
  return (
    <dl css={list} data-testid={testId}>
      {items.map((t) => (
        <div key={t.label} css={tile} data-tile={t.label}>
          <dt>
            <span className="icon" aria-hidden="true">
              <Icon name={t.icon} size={22} />
            </span>
            {t.label}
          </dt>
          <dd>
            {/* Words never break inside ("1-on-1" stays whole); lines break between them. */}
            {t.value.split(' ').map((word, i) => (
              <Fragment key={i}>
                {i > 0 && ' '}
                <span className="word">{word}</span>
              </Fragment>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The labels of a service's facts and what a fact reads when the service leaves it empty (services.yaml servicePage). */
export interface ServiceFactWords {
  facts: { duration: string; groupSize: string; experience: string };
  factDefaults: { duration: string; groupSize: string; experience: string };
}

/** The three tiles every service page shows (spec 2.4), the defaults (spec: 60 mins, 1-on-1, All Levels) when a value is empty. */
export function serviceTiles(v: { duration?: string | null; groupSize?: string | null; experience?: string | null }, words: ServiceFactWords): InfoTile[] {
  const { facts, factDefaults } = words;
  return [
    { label: facts.duration, value: v.duration || factDefaults.duration, icon: 'clock' },
    { label: facts.groupSize, value: v.groupSize || factDefaults.groupSize, icon: 'users' },
    { label: facts.experience, value: v.experience || factDefaults.experience, icon: 'award' },
  ];
}
