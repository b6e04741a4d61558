import { Component, type ErrorInfo, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { useSettings } from '../../hooks/useSettings';
import { useContact } from '../../hooks/useContact';
import { usePageLanguage } from '../../hooks/usePageData';
import { localPath } from '../../lib/routes';
import { buttonOutline, buttonPrimary, container, statusPage } from '../ui/styles';
import { colors, space } from '../../styles/theme';

const wrap = css`
  h1 {
    font-size: clamp(1.8rem, 5vw, 2.6rem);
  }
  p {
    color: ${colors.muted};
    max-width: 60ch;
    margin: 0 auto ${space(8)};
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(3)};
`;

/**
 * What a visitor sees instead of a page that failed to render (spec 8, 'Unexpected Application
 * Error!'): a short apology, a way home and the gym's phone. The home link is a plain link, so it
 * loads a fresh page even if the app itself is what broke.
 */
function AppErrorFallback() {
  const { appError } = useSettings();
  const contact = useContact();
  const home = localPath('/', usePageLanguage());
  return (
    <div css={[container, statusPage, wrap]} role="alert" data-testid="app-error">
      <div>
        <h1>{appError.heading}</h1>
        <p>{appError.text}</p>
        <div css={actions}>
          <a href={home} css={buttonPrimary}>
            {appError.homeLabel}
          </a>
          {contact.phone && (
            <a href={contact.phoneHref} css={buttonOutline}>
              {appError.callLabel}: {contact.phone}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}

interface State {
  failed: boolean;
}

/**
 * Catches an error thrown while rendering anything inside it, logs it to the console and shows
 * AppErrorFallback in its place. The site wraps the page content in one (the bar and footer stay) and
 * the whole layout in another (for an error in the bar or footer themselves).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected Application Error!', error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <AppErrorFallback />;
  }
}
