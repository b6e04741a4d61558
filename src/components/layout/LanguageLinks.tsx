/**
 * The language switcher: a link to the same page in each other language the site is built in, each named
 * in its own script (ਪੰਜਾਬੀ, हिन्दी, English) and marked with its language, so a screen reader reads it
 * in that language. Shown in the bar, the phone menu and the footer, and only when the site is built in
 * more than one language. No page ever sends a visitor to another language by itself. A page that is not
 * built in a language (an English post) links to that language's blog, or home.
 *
 * Plain links, not the router's: each language's page has its own head (its script's fonts, its
 * `<html lang>`), which a move inside the app would not change. On a click the link takes the section
 * the visitor is reading (the last `section[id]` whose top has passed the bar), so they land where they were.
 */
import { css } from '@emotion/react';
import { colors, fonts, space } from '../../styles/theme';
import { LANGUAGE_NAMES_FAMILY } from '../../styles/script-fonts';
import { LANGUAGES, SITE_LANGUAGES, tagOf, type LanguageCode } from '../../content/languages';
import { localPath, pathOf } from '../../lib/routes';
import { usePageLanguage, usePageLanguages } from '../../hooks/usePageData';
import { usePageInfo } from './PageInfo';
import { useSettings } from '../../hooks/useSettings';
import { KEEP_PLACE_ATTRIBUTE, keepPlace, placeOf } from '../../browser/keep-place';

/** The other language's address for the same page, at the section in view (the address's own #hash first). */
export function switchHref(path: string, language: LanguageCode, hash: string, section: string | null): string {
  return `${localPath(path, language)}${placeOf(hash, section)}`;
}

const list = css`
  flex-wrap: wrap;
  /* The class doubled: the list and its items keep their own layout over the generic list and link
     rules of the phone menu (bordered blocks) and the footer (a grid of blocks) they sit in. */
  && {
    display: flex;
    gap: ${space(1)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  && a,
  && span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space(2)};
    border: 0;
    font-size: inherit;
  }
  a,
  span {
    font-family: '${LANGUAGE_NAMES_FAMILY}', ${fonts.body};
    border-radius: 6px;
  }
  a {
    color: ${colors.text};
  }
  span {
    color: ${colors.accent};
  }
`;

/** In a column of links (the phone menu, the footer): the first name's text lines up with the links above. */
const flushStart = css`
  && {
    margin-inline-start: -${space(2)};
  }
`;

interface Props {
  /** The list stands in a column of links, whose text its first name lines up with. */
  flush?: boolean;
  /** Called once a link is followed (the phone menu closes). */
  onNavigate?: () => void;
}

export function LanguageLinks({ flush = false, onNavigate }: Props) {
  const current = usePageLanguage();
  const built = usePageLanguages();
  const { path, routeKey } = usePageInfo();
  const { frame } = useSettings();
  if (SITE_LANGUAGES.length < 2) return null;
  // A page not built in a language (an English post) links to the nearest page that is: the blog, else home.
  const pageIn = (language: LanguageCode) => (built.includes(language) ? path : routeKey === 'blog-post' ? pathOf('blog') : '/');
  return (
    <ul css={[list, flush && flushStart]} aria-label={frame.languages}>
      {LANGUAGES.filter((l) => SITE_LANGUAGES.includes(l.code)).map((l) => (
        <li key={l.code}>
          {l.code === current ? (
            <span lang={tagOf(l.code)} aria-current="true">
              {l.ownName}
            </span>
          ) : (
            <a
              href={localPath(pageIn(l.code), l.code)}
              lang={tagOf(l.code)}
              hrefLang={tagOf(l.code)}
              {...(built.includes(l.code) ? { [KEEP_PLACE_ATTRIBUTE]: '' } : {})}
              onClick={(e) => {
                if (built.includes(l.code)) keepPlace(e.currentTarget);
                onNavigate?.();
              }}
            >
              {l.ownName}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
