import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { Picture } from '../ui/Picture';
import { CalendarCheck, Heart, MessageCircle, Play } from '../ui/icons';
import { Instagram } from '../ui/icons';
import { imageOf } from '../../lib/image-types';
import { present } from '../../lib/query-data';
import { formatCount } from '../../content/format';
import { useSettings } from '../../hooks/useSettings';
import { Section } from '../ui/Section';
import { ExternalLink } from '../ui/ExternalLink';
import { HomeSectionLink } from '../ui/SiteLink';
import { buttonPrimary } from '../ui/styles';
import { alpha, colors, fonts, mq, radius, space } from '../../styles/theme';
import { useHomeContent } from '../../hooks/useHomeContent';
import { fillSlots } from '../../lib/rich-text';

const headRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};
  margin-bottom: ${space(8)};
  padding: ${space(5)};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  .who {
    display: flex;
    align-items: center;
    gap: ${space(4)};
  }
  .logo {
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    background: linear-gradient(135deg, ${colors.accent} 0%, ${colors.accentDeep} 60%, ${colors.instagram} 140%);
    color: ${colors.text};
  }
  .handle {
    margin: 0;
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: 1.35rem;
    letter-spacing: 0.02em;
  }
  .sub {
    margin: 0;
    color: ${colors.muted};
    font-size: 0.9rem;
  }
  a {
    flex: 1 1 100%;
    ${mq.sm} {
      flex: 0 0 auto;
    }
  }
`;

const gridCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space(5)};
  }
`;

const postCss = css`
  height: 100%;
  display: grid;
  grid-template-columns: 112px minmax(0, 1fr);
  gap: ${space(4)};
  padding: ${space(3)};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  transition: border-color 0.25s ease;
  &:hover {
    border-color: ${alpha(colors.accent, 0.6)};
  }
  ${mq.md} {
    grid-template-columns: 1fr;
    grid-template-rows: auto 1fr;
    gap: 0;
    padding: 0;
    overflow: hidden;
  }
  .media {
    position: relative;
    align-self: start;
    border-radius: ${radius.md};
    overflow: hidden;
    ${mq.md} {
      border-radius: 0;
    }
  }
  .picture {
    aspect-ratio: 1 / 1;
  }
  .video {
    position: absolute;
    top: ${space(2)};
    right: ${space(2)};
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 3px ${space(2)};
    border-radius: ${radius.pill};
    background: ${alpha(colors.bg, 0.82)};
    color: ${colors.text};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
    min-width: 0;
    ${mq.md} {
      padding: ${space(4)} ${space(5)} ${space(5)};
    }
  }
  .counts {
    display: flex;
    gap: ${space(4)};
    margin: 0;
    font-weight: 700;
    font-size: 0.9rem;
  }
  .counts > span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .counts svg {
    color: ${colors.accent};
  }
  .caption {
    margin: 0;
    color: ${colors.muted};
    font-size: 0.9rem;
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
`;

const footer = css`
  margin-top: ${space(12)};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(4)};
  text-align: center;
  p {
    margin: 0;
    color: ${colors.muted};
    max-width: 52ch;
  }
`;

/**
 * The part of the home page's query this section reads (content/data/social.yaml).
 * @public Gatsby's query extraction reads this fragment from the file; no module imports it. Exported as
 * Gatsby's documentation writes fragments.
 */
export const socialSection = graphql`
  fragment SocialSection on Query {
    contentSocial(lang: { eq: $lang }) {
      section { eyebrow title intro closing platform follow postsLabel video likes comments bookLabel }
      handle
      posts {
        id
        type
        content
        likes
        comments
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 480
              aspectRatio: 1
              breakpoints: [240, 360, 480]
              sizes: "(min-width: 1280px) 380px, (min-width: 768px) 31vw, 112px"
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
  }
`;

/**
 * A count as the eye sees it ("874"), in its words for a screen reader ("{count} likes" -> "874 likes"): the
 * words around `{count}` are visually hidden.
 */
function CountWords({ words, count }: { words: string; count: number }) {
  const [before, after = ''] = words.split('{count}');
  return (
    <>
      {before && <span className="visually-hidden">{before}</span>}
      {formatCount(count)}
      {after && <span className="visually-hidden">{after}</span>}
    </>
  );
}

type SocialContent = NonNullable<Queries.SocialSectionFragment['contentSocial']>;
type Words = SocialContent['section'];

/** Social: the Instagram handle and follow link, the 3x3 grid of posts, and Book Consultation. */
export function Social() {
  const { links } = useSettings();
  const data = useHomeContent();
  const { handle, posts, section: words } = present(data.contentSocial, 'content/data/social.yaml');

  return (
    <Section
      id="social"
      tone="raised"
      eyebrow={words.eyebrow}
      title={words.title}
      intro={words.intro}
    >
      <div css={headRow}>
        <div className="who">
          <span className="logo">
            <Instagram size={28} aria-hidden="true" />
          </span>
          <div>
            <p className="handle">
              {handle}
            </p>
            <p className="sub">{words.platform}</p>
          </div>
        </div>
        <ExternalLink href={links.instagram} css={buttonPrimary}>
          <Instagram size={20} aria-hidden="true" />
          {fillSlots(words.follow, { handle })}
        </ExternalLink>
      </div>

      <ul css={gridCss} aria-label={fillSlots(words.postsLabel, { handle })}>
        {posts.map((p) => (
          <SocialPost key={p.id} post={p} words={words} />
        ))}
      </ul>

      <div css={footer}>
        <p>{words.closing}</p>
        <HomeSectionLink anchor="consultation" css={buttonPrimary}>
          <CalendarCheck size={20} aria-hidden="true" />
          {words.bookLabel}
        </HomeSectionLink>
      </div>
    </Section>
  );
}

/** One post of the grid: its picture (marked when it is a video), its likes and comments, its caption. */
function SocialPost({ post: p, words }: { post: SocialContent['posts'][number]; words: Words }) {
  const img = imageOf(p.image);
  return (
    <li>
      <article css={postCss} data-type={p.type}>
        <div className="media">
          {img && <Picture image={img} alt={p.imageAlt} />}
          {p.type === 'video' && (
            <span className="video">
              <Play size={12} fill="currentColor" aria-hidden="true" />
              {words.video}
            </span>
          )}
        </div>
        <div className="body">
          <p className="counts">
            <span data-testid="social-likes">
              <Heart size={18} aria-hidden="true" />
              <CountWords words={words.likes} count={p.likes} />
            </span>
            <span data-testid="social-comments">
              <MessageCircle size={18} aria-hidden="true" />
              <CountWords words={words.comments} count={p.comments} />
            </span>
          </p>
          <p className="caption">{p.content}</p>
        </div>
      </article>
    </li>
  );
}
