import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import { FloatingButtons } from './FloatingButtons';
import { ToastHost } from '../ui/ToastHost';
import { Deferred, useHydratedMark } from '../../startup/Deferred';
import { PageInfoProvider, type PageInfo } from './PageInfo';
import { AppErrorBoundary } from './AppErrorBoundary';
import { colors, space } from '../../styles/theme';
import { useSettings } from '../../hooks/useSettings';
import { island } from '../../islands/island';

const NavbarIsland = island('navbar', Navbar);
const ToastsIsland = island('toasts', ToastHost);

/** Fixed, so that a visitor tabbing onto it on a scrolled page sees it where they are, not at the page's top. */
const skip = css`
  position: fixed;
  left: ${space(3)};
  top: -100px;
  z-index: 100;
  padding: ${space(3)} ${space(5)};
  background: ${colors.accent};
  color: ${colors.accentInk};
  font-weight: 700;
  border-radius: 8px;
  &:focus {
    top: ${space(3)};
  }
`;

/**
 * Every page: skip link, navigation bar, main content, footer, floating buttons, toasts. The bar hydrates
 * first; the page content and the footer hydrate after it, in slices (Deferred). A page whose content
 * fails to render shows the generic error in its place, under the same bar (AppErrorBoundary).
 */
export function Layout({ info, children }: { info: PageInfo; children: ReactNode }) {
  useHydratedMark();
  const { frame } = useSettings();
  return (
    <PageInfoProvider value={info}>
      <a href="#main" css={skip}>
        {frame.skipToContent}
      </a>
      <NavbarIsland />
      <main id="main" tabIndex={-1} css={css`outline: none;`}>
        <AppErrorBoundary key={info.path}>
          <Deferred>{children}</Deferred>
        </AppErrorBoundary>
      </main>
      <Deferred>
        <Footer />
      </Deferred>
      <FloatingButtons />
      <ToastsIsland />
    </PageInfoProvider>
  );
}
