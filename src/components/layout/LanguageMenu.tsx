import { useCallback, useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { Languages } from '../ui/icons';
import { LanguageLinks } from './LanguageLinks';
import { useSettings } from '../../hooks/useSettings';
import { useDismiss } from '../../hooks/useDismiss';
import { useOverlay } from '../../hooks/useOverlay';
import { SITE_LANGUAGES } from '../../content/languages';
import { colors, radius, space } from '../../styles/theme';
import { dropdownPanel } from './nav-styles';

const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  background: none;
  border: 0;
  border-radius: ${radius.sm};
  color: ${colors.text};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    color: ${colors.accent};
  }
`;

const panel = css`
  ${dropdownPanel}
  right: 0;
  padding: ${space(2)};
  ul {
    flex-direction: column;
    flex-wrap: nowrap;
  }
`;

/**
 * The language switcher of the desktop bar: a button (named "Language / ਭਾਸ਼ਾ / भाषा" for a screen reader,
 * drawn as the languages icon) that opens the three languages' links. The bar has no room at 1280 px for
 * the three names beside its links; the phone menu and the footer list them in full. Escape or a click
 * outside closes it, focus going back to the button.
 */
export function LanguageMenu() {
  const { frame } = useSettings();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const closeAndReturn = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);
  useDismiss(wrapper, open, closeAndReturn);
  useOverlay(open);
  if (SITE_LANGUAGES.length < 2) return null;
  return (
    <div ref={wrapper} css={css`position: relative;`}>
      <button ref={opener} type="button" css={button} aria-label={frame.languages} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <Languages size={22} aria-hidden="true" />
      </button>
      <div id={panelId} css={panel} hidden={!open}>
        {open && <LanguageLinks onNavigate={() => setOpen(false)} />}
      </div>
    </div>
  );
}
