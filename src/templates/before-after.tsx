import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Picture } from '../components/ui/Picture';
import { ArrowDown } from '../components/ui/icons';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { PageBody } from '../components/ui/PageBody';
import { ShareStory } from '../components/gallery/ShareStory';
import { crumbOf } from '../hooks/usePageLabel';
import { imageOf } from '../lib/image-types';
import type { RoutePageContext } from '../lib/page-context';
import { alpha, colors, fonts, mq, radius, space } from '../styles/theme';
import { fillSlots } from '../lib/rich-text';
import { present } from '../lib/query-data';

export const query = graphql`
  query BeforeAfterPage($lang: String!) {
    ...SiteWords
    contentGalleries(lang: { eq: $lang }) {
      beforeAfterPage {
        eyebrow
        title
        intro
        note
        photoAlt
        nextTileHeading
        nextTileText
        galleryLabel
        share { heading text note button mailSubject mailBody }
      }
      beforeAfter {
        image {
          childImageSharp {
            gatsbyImageData(
              width: 480
              breakpoints: [240, 360, 480]
              sizes: "(min-width: 1200px) 280px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw"
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
  }
`;

/** Numbered alt text of a transformation photo (spec 2.7). */
const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};
  margin: 0 0 ${space(16)};
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space(4)};
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${space(5)};
  }
  figure {
    margin: 0;
    overflow: hidden;
    border-radius: ${radius.md};
    border: 1px solid ${colors.border};
    background: ${colors.surfaceRaised};
  }
  /* Spec 2.7: the gallery is shown in black and white; a neutral tile (not the photo's colour) while it loads. */
  .picture {
    background-color: ${colors.surface};
  }
  .picture img {
    filter: grayscale(100%);
  }
`;

/** The tile after the last photo: an invitation that leads to the story box. */
const nextTile = css`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${space(2)};
  height: 100%;
  min-height: 140px;
  padding: ${space(5)};
  border-radius: ${radius.md};
  border: 2px dashed ${alpha(colors.accent, 0.6)};
  background: ${alpha(colors.accent, 0.08)};
  color: ${colors.text};
  text-decoration: none;
  transition: background-color 0.2s ease;
  &:hover {
    background: ${alpha(colors.accent, 0.16)};
    color: ${colors.text};
  }
  .big {
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: clamp(1.1rem, 2.4vw, 1.5rem);
    line-height: 1.15;
    text-transform: uppercase;
  }
  .small {
    display: inline-flex;
    align-items: center;
    gap: ${space(1)};
    color: ${colors.accent};
    font-weight: 600;
  }
`;

const note = css`
  margin: 0 0 ${space(8)};
  color: ${colors.muted};
  font-size: 0.95rem;
`;

/** Before/after (spec 2.7): 31 transformation photos in grayscale, and an invitation to share a story. */
export default function BeforeAfterTemplate({ data }: PageProps<Queries.BeforeAfterPageQuery, RoutePageContext>) {
  const photos = present(data.contentGalleries, 'content/data/galleries.yaml').beforeAfter;
  const words = present(data.contentGalleries, 'content/data/galleries.yaml').beforeAfterPage;
  return (
    <>
      <PageHero back="home" eyebrow={words.eyebrow} title={words.title} intro={words.intro} />
      <PageBody label={words.galleryLabel}>
        <p css={note}>{fillSlots(words.note, { count: photos.length })}</p>
        <ul css={grid} data-testid="transformation-grid">
          {photos.map((p, i) => {
            const img = imageOf(p.image);
            return (
              <li key={i}>
                <figure data-testid="transformation">{img && <Picture image={img} alt={fillSlots(words.photoAlt, { number: i + 1 })} />}</figure>
              </li>
            );
          })}
          <li>
            <a href="#share-story" css={nextTile}>
              <span className="big">{words.nextTileHeading}</span>
              <span className="small">
                {words.nextTileText} <ArrowDown size={18} aria-hidden="true" />
              </span>
            </a>
          </li>
        </ul>
        <ShareStory words={words.share} />
      </PageBody>
    </>
  );
}

export const Head: HeadFC<Queries.BeforeAfterPageQuery, RoutePageContext> = ({ data, pageContext }) => <Seo pageContext={pageContext} crumb={crumbOf(data, pageContext.routeKey)} />;
