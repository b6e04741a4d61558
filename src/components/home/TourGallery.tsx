import { memo, useCallback, useState } from 'react';
import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { island } from '../../islands/island';
import { Picture } from '../ui/Picture';
import { X, useIconDrawings } from '../ui/icons';
import { imageOf } from '../../lib/image-types';
import { present } from '../../lib/query-data';
import { Dialog } from '../ui/Dialog';
import { alpha, colors, mq, radius, space } from '../../styles/theme';
import { useHomeContent } from '../../hooks/useHomeContent';
import { fillSlots } from '../../lib/rich-text';

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    border-radius: ${radius.md};
    overflow: hidden;
    cursor: zoom-in;
    background: ${colors.surface};
    position: relative;
  }
  button:hover .picture,
  button:focus-visible .picture {
    transform: scale(1.04);
  }
  .picture {
    transition: transform 0.35s ease;
    aspect-ratio: 3 / 2;
  }
`;

/*
 * Everything the viewer shows is styled here, on the dialog, which the server renders (closed): its
 * rules are in the page's HTML, so opening a photo inserts no style rules (on a slow phone, parsing and
 * inserting a rule in the tap and restyling for it was a noticeable part of the time to the photo).
 */
const viewer = css`
  width: min(1100px, 94vw);
  figure {
    margin: 0;
    position: relative;
  }
  figcaption {
    margin-top: ${space(3)};
    color: ${colors.text};
    text-align: center;
    font-size: 1.05rem;
  }
  /* The whole photo, as large as fits: no crop, no backdrop around it. */
  .picture {
    background: none;
  }
  /* The image's box is sized from its width and height attributes before the photo has arrived, so the
     viewer (and its close button) has its size from the first frame; contain fits the photo inside. */
  .picture img {
    width: 100%;
    height: auto;
    max-height: 78vh;
    margin: 0 auto;
    object-fit: contain;
    border-radius: ${radius.md};
  }
  .close {
    position: absolute;
    top: ${space(2)};
    right: ${space(2)};
    z-index: 2;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    border: 0;
    background: ${alpha(colors.bg, 0.85)};
    color: ${colors.text};
    display: grid;
    place-items: center;
    cursor: pointer;
  }
  .close:hover {
    background: ${colors.accent};
    color: ${colors.accentInk};
  }
`;

type Galleries = NonNullable<Queries.TourGalleryFragment['contentGalleries']>;
type Photo = Galleries['tour'][number];
type TourWords = Galleries['tourWords'];

/**
 * The grid of photos. Memoised: opening or closing the viewer renders the viewer only, not the twelve
 * photos again (on a slow phone that was a noticeable part of the time between the tap and the photo).
 */
const Thumbs = memo(function Thumbs({ photos, words, onOpen }: { photos: readonly Photo[]; words: TourWords; onOpen: (index: number) => void }) {
  return (
    <ul css={gridCss} aria-label={words.label}>
      {photos.map((p, i) => {
        const img = imageOf(p.thumb);
        return (
          <li key={p.caption}>
            <button type="button" onClick={() => onOpen(i)} aria-label={fillSlots(words.open, { caption: p.caption })} data-testid="tour-photo">
              {img && <Picture image={img} alt={p.alt} />}
            </button>
          </li>
        );
      })}
    </ul>
  );
});

/**
 * The part of the home page's query the tour reads (the tour photos of content/data/galleries.yaml).
 * @public Gatsby's query extraction reads this fragment from the file; no module imports it. Exported as
 * Gatsby's documentation writes fragments.
 */
export const tourGallery = graphql`
  fragment TourGallery on Query {
    contentGalleries(lang: { eq: $lang }) {
      tourWords { label open close }
      tour {
        alt
        caption
        thumb: image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.5, placeholder: DOMINANT_COLOR) } }
        full: image { childImageSharp { gatsbyImageData(width: 1100, placeholder: DOMINANT_COLOR) } }
      }
    }
  }
`;

/** The 12-photo virtual tour: a grid; a photo opens full screen with its caption. */
export function TourGallery() {
  const data = useHomeContent();
  const { tour: photos, tourWords: words } = present(data.contentGalleries, 'content/data/galleries.yaml');
  const [index, setIndex] = useState<number | null>(null);
  // The viewer's close button, rendered when a photo opens.
  useIconDrawings(X.drawing);
  const close = useCallback(() => setIndex(null), []);
  const current = index === null ? null : photos[index];
  const full = current ? imageOf(current.full) : undefined;

  return (
    <>
      <Thumbs photos={photos} words={words} onOpen={setIndex} />
      <Dialog open={current !== null} onClose={close} labelledBy="lightbox-caption" styles={viewer} testId="lightbox">
        {current && (
          <figure>
            <button type="button" className="close" onClick={close} aria-label={words.close}>
              <X aria-hidden="true" />
            </button>
            {full && <Picture image={full} alt={current.alt} loading="eager" />}
            <figcaption id="lightbox-caption">{current.caption}</figcaption>
          </figure>
        )}
      </Dialog>
    </>
  );
}

/** The thumbnails and their lightbox, the part of About that runs in the browser. */
export const TourGalleryIsland = island('tour-gallery', TourGallery);
