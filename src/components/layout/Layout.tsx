import { useEffect, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { GlobalStyles } from '../../styles/GlobalStyles';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import { FloatingButtons } from './FloatingButtons';
import { ToastHost } from '../ui/ToastHost';
import { PageInfoProvider, type PageInfo } from './PageInfo';
import { colors, space } from '../../styles/theme';

const skip = css`
  position: absolute;
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

/** Every page: skip link, navigation bar, main content, footer, floating buttons, toasts. */
export function Layout({ info, children }: { info: PageInfo; children: ReactNode }) {
  useEffect(() => {
    // Lets tests and scripts know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <PageInfoProvider value={info}>
      <GlobalStyles />
      <a href="#main" css={skip}>
        Skip to main content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} css={css`outline: none;`}>
        {children}
      </main>
      <Footer />
      <FloatingButtons />
      <ToastHost />
    </PageInfoProvider>
  );
}
