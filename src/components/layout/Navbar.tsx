import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { css, keyframes } from '@emotion/react';
import { LocalLink } from '../ui/LocalLink';
import { Menu, X, useIconDrawings } from '../ui/icons';
import { NAV_ITEMS, navKey, useNavLabels, type NavItem } from './nav-items';
import { ServiceLinkItems, ServicesDropdown } from './ServicesDropdown';
import { FreeConsultationLink, SignUpOnlineLink } from './CtaLinks';
import { LanguageLinks } from './LanguageLinks';
import { LanguageMenu } from './LanguageMenu';
import { HomeSectionLink, PageLink } from '../ui/SiteLink';
import { buttonOutline, buttonPrimary } from '../ui/styles';
import { navLink } from './nav-styles';
import { useScrolled } from '../../hooks/useScrolled';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { useOverlay } from '../../hooks/useOverlay';
import { useSettings } from '../../hooks/useSettings';
import { fillSlots } from '../../lib/rich-text';
import { alpha, colors, fonts, layout, space, typeScale, typeCss } from '../../styles/theme';
import { BAR_SOLID_AFTER_PX } from '../../browser/scroll';

const DESKTOP = '@media (min-width: 1280px)';

/**
 * The bar's dark, blurred background is painted by a pseudo-element, not by the header itself: an
 * element with `backdrop-filter` becomes the containing block of its `position: fixed` descendants, so
 * a blurred header would clip the phone menu panel (fixed, below the bar) to the bar's own height.
 */
const solidBar = `
  background: ${colors.barScrolled};
  backdrop-filter: blur(12px);
  -webkit-backdrop-filter: blur(12px);
  box-shadow: 0 1px 0 ${colors.border};
`;
const becomeSolid = keyframes`to { ${solidBar} }`;

const header = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${layout.navHeight};
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: transparent;
    transition:
      background-color 0.3s ease,
      backdrop-filter 0.3s ease,
      box-shadow 0.3s ease;
  }
  &[data-scrolled='true']::before {
    ${solidBar}
  }
  /* Before the page's script has measured the scroll (while the page starts, or without JavaScript), the
     browser's own scroll timeline turns the bar solid past 50px, so it never lies transparent over text. */
  @supports (animation-timeline: scroll()) {
    &:not([data-scrolled])::before {
      animation: ${becomeSolid} linear both;
      animation-timeline: scroll(root block);
      animation-range: 50px 51px;
    }
  }
  &[data-open='true']::before {
    background: ${colors.bg};
    box-shadow: 0 1px 0 ${colors.border};
  }
`;

const bar = css`
  height: 100%;
  max-width: 1360px;
  margin: 0 auto;
  padding: 0 ${space(4)};
  @media (min-width: 1280px) and (max-width: 1439px) {
    padding: 0 ${space(3)};
  }
  display: flex;
  align-items: center;
  gap: ${space(3)};
`;

const logo = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  color: ${colors.text};
  text-decoration: none;
  font-family: ${fonts.heading};
  ${typeCss(typeScale.brand)}
  letter-spacing: 0.04em;
  white-space: nowrap;
  text-transform: uppercase;
  margin-right: auto;
  span {
    color: ${colors.accent};
  }
`;

const desktopList = css`
  display: none;
  ${DESKTOP} {
    display: flex;
    align-items: center;
    gap: ${space(0.5)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const desktopCtas = css`
  display: none;
  ${DESKTOP} {
    display: flex;
    gap: ${space(2)};
    margin-left: ${space(1)};
  }
  a {
    min-height: 40px;
    padding: ${space(2)} ${space(3)};
    font-size: 0.84rem;
    white-space: nowrap;
    letter-spacing: 0.03em;
  }
`;

const burger = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 12px;
  background: ${alpha(colors.white, 0.06)};
  border: 1px solid ${colors.border};
  color: ${colors.text};
  cursor: pointer;
  ${DESKTOP} {
    display: none;
  }
`;

/** The open phone menu: an opaque sheet from under the bar to the bottom of the screen, scrolling by itself. */
const panel = css`
  position: fixed;
  top: ${layout.navHeight};
  left: 0;
  right: 0;
  bottom: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${colors.bg};
  padding: ${space(4)} ${space(5)} ${space(10)};
  ${DESKTOP} {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > ul > li > a {
    display: block;
    padding: ${space(3)} 0;
    border-bottom: 1px solid ${colors.border};
    font-size: 1.15rem;
  }
`;

const subList = css`
  padding: ${space(1)} 0 ${space(2)} ${space(4)} !important;
  border-bottom: 1px solid ${colors.border};
  a {
    display: block;
    padding: ${space(2)} 0;
    color: ${colors.muted};
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${colors.accent};
  }
`;

const panelCtas = css`
  display: grid;
  gap: ${space(3)};
  margin-top: ${space(6)};
`;

function DesktopItem({ item, label }: { item: NavItem; label: string }) {
  if (item.kind === 'services') return <ServicesDropdown label={label} />;
  if (item.kind === 'hash')
    return (
      <HomeSectionLink anchor={item.anchor} css={navLink}>
        {label}
      </HomeSectionLink>
    );
  return (
    <PageLink to={item.to} css={navLink}>
      {label}
    </PageLink>
  );
}

function MobileItem({ item, label, close }: { item: NavItem; label: string; close: () => void }) {
  if (item.kind === 'services') {
    return (
      <>
        <span css={[navLink, css`padding: ${space(3)} 0 ${space(1)}; color: ${colors.muted}; cursor: default;`]} id="mobile-services-label">
          {label}
        </span>
        <ul css={subList} aria-labelledby="mobile-services-label">
          <ServiceLinkItems onNavigate={close} />
        </ul>
      </>
    );
  }
  if (item.kind === 'hash')
    return (
      <HomeSectionLink anchor={item.anchor} css={navLink} onNavigate={close}>
        {label}
      </HomeSectionLink>
    );
  return (
    <PageLink to={item.to} css={navLink} onNavigate={close}>
      {label}
    </PageLink>
  );
}

/** The fixed navigation bar: transparent at the top, dark and blurred once scrolled past 50px. */
export function Navbar() {
  const { brand, frame } = useSettings();
  const labelOf = useNavLabels();
  const scrolled = useScrolled(BAR_SOLID_AFTER_PX);
  const [open, setOpen] = useState(false);
  // The open menu's close button: drawn from the page's styles at the first tap.
  useIconDrawings(X.drawing);
  const menuRef = useRef<HTMLDivElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(menuRef, open, burgerRef);
  useOverlay(open);
  useOpenMenu(open, setOpen, menuRef);

  const [first, ...rest] = brand.logoText.split(' ');

  return (
    <header css={header} data-scrolled={scrolled ?? undefined} data-open={open} data-testid="navbar">
      <div ref={menuRef} css={css`height: 100%;`}>
        <nav aria-label={frame.mainNav} css={bar}>
          <LocalLink to="/" css={logo} aria-label={fillSlots(frame.homeLink, { brand: brand.name })}>
            {first} <span>{rest.join(' ')}</span>
          </LocalLink>
          <ul css={desktopList}>
            {NAV_ITEMS.map((item) => (
              <li key={navKey(item)}>
                <DesktopItem item={item} label={labelOf(item)} />
              </li>
            ))}
          </ul>
          <div css={desktopCtas}>
            <LanguageMenu />
            <FreeConsultationLink css={buttonOutline} />
            <SignUpOnlineLink css={buttonPrimary} />
          </div>
          <button
            ref={burgerRef}
            type="button"
            css={burger}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? frame.closeMenu : frame.openMenu}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </nav>
        <MobileMenu open={open} labelOf={labelOf} close={close} />
      </div>
    </header>
  );
}

/** While the phone menu is open: Escape closes it, the page behind does not scroll, its first link has the focus. */
function useOpenMenu(open: boolean, setOpen: (open: boolean) => void, menuRef: RefObject<HTMLDivElement>): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    menuRef.current?.querySelector<HTMLElement>('#mobile-menu a')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, setOpen, menuRef]);
}

/** The phone menu's panel below the bar (hidden until the burger opens it); a link taken closes it. */
function MobileMenu({ open, labelOf, close }: { open: boolean; labelOf: (item: NavItem) => string; close: () => void }) {
  return (
    <div id="mobile-menu" css={panel} hidden={!open}>
      <ul>
        {NAV_ITEMS.map((item) => (
          <li key={navKey(item)}>
            <MobileItem item={item} label={labelOf(item)} close={close} />
          </li>
        ))}
      </ul>
      <div css={panelCtas}>
        <FreeConsultationLink css={buttonOutline} onNavigate={close} />
        <SignUpOnlineLink css={buttonPrimary} onNavigate={close} />
      </div>
      <LanguageLinks flush onNavigate={close} />
    </div>
  );
}
