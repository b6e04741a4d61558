import { css } from '@emotion/react';
import { tagOf } from '../../content/languages';
import type { EnglishMark } from '../../lib/blog-languages';
import { LANGUAGE_NAMES_FAMILY } from '../../styles/script-fonts';
import { colors, fonts, space, typeScale } from '../../styles/theme';

/**
 * One line under the title, of a fixed height. The mark's letters are drawn by the device's face for the
 * script or, without one, by the language-name face fetched when the line is drawn (src/styles/script-fonts.ts),
 * which may come after the first paint and change the letters' widths: so each language's mark is a tag of
 * its own, of a fixed width, and a face that comes late moves nothing, not even the next tag.
 */
const line = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: ${space(3)} 0 ${space(4)};
  font-size: ${typeScale.small.size};
`;

/** The same outlined tag as the mark on another language's blog list, so the reader knows it again. */
const tag = css`
  box-sizing: border-box;
  width: 7.5em;
  height: calc(1.7em + 2px);
  padding: 0 ${space(3)};
  border: 1px solid ${colors.accent};
  border-radius: 999px;
  color: ${colors.text};
  font-family: '${LANGUAGE_NAMES_FAMILY}', ${fonts.body};
  font-weight: 400;
  line-height: 1.7;
  white-space: nowrap;
  overflow: hidden;
`;

/**
 * On the English page of a post that is not translated into the site's other languages: "ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ"
 * and "अंग्रेज़ी में", each in its language (lang), so a Punjabi or Hindi reader who followed a card or a post
 * address of their language sees that the post is in English, not that the site lost their language.
 * Nothing for a post translated into every language.
 */
export function EnglishPostMark({ marks }: { marks: readonly EnglishMark[] }) {
  if (marks.length === 0) return null;
  return (
    <p css={line} data-testid="post-english-mark">
      {marks.map((m) => (
        <span key={m.lang} css={tag} lang={tagOf(m.lang)}>
          {m.text}
        </span>
      ))}
    </p>
  );
}
