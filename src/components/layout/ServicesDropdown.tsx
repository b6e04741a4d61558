import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { ChevronDown } from '../ui/icons';
import { PageLink } from '../ui/SiteLink';
import { SERVICE_LINKS } from './nav-items';
import { usePageLabels } from '../../hooks/usePageLabel';
import { useDismiss } from '../../hooks/useDismiss';
import { useOverlay } from '../../hooks/useOverlay';
import { colors, radius, space } from '../../styles/theme';
import { dropdownPanel, navLink } from './nav-styles';

const menu = css`
  ${dropdownPanel}
  left: 50%;
  transform: translateX(-50%);
  min-width: 260px;
  margin: 0;
  padding: ${space(2)};
  list-style: none;
  a {
    display: block;
    padding: ${space(2.5)} ${space(3)};
    border-radius: ${radius.sm};
    color: ${colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible,
  a[aria-current='page'] {
    background: ${colors.surfaceRaised};
    color: ${colors.accent};
  }
`;

/** The Services disclosure menu (`label` is its name): click or keyboard to open, Escape or outside click to close. */
export function ServicesDropdown({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  const closeAndReturn = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useDismiss(wrapper, open, closeAndReturn);
  useOverlay(open);

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => wrapper.current?.querySelector<HTMLAnchorElement>('ul a')?.focus());
    }
  };
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(wrapper.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = e.key === 'ArrowDown' ? (i + 1) % links.length : (i - 1 + links.length) % links.length;
      links[next]?.focus();
    }
  };

  return (
    <div ref={wrapper} css={css`position: relative;`}>
      <button
        ref={button}
        type="button"
        css={navLink}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        {label} <ChevronDown size={16} aria-hidden="true" css={css`transition: transform 0.2s; transform: rotate(${open ? 180 : 0}deg);`} />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Up and Down from the links inside bubble here; the list itself takes no focus */}
      <ul id={listId} css={menu} hidden={!open} onKeyDown={onListKey}>
        {/* Its links exist while it is open: closed it is hidden, and it only opens by script (the footer lists them too). */}
        {open && <ServiceLinkItems onNavigate={close} />}
      </ul>
    </div>
  );
}

/** The service pages as list items of links (the dropdown, the phone menu), marking the current page. */
export function ServiceLinkItems({ onNavigate }: { onNavigate: () => void }) {
  const labelOf = usePageLabels();
  return (
    <>
      {SERVICE_LINKS.map((s) => (
        <li key={s.to}>
          <PageLink to={s.to} onNavigate={onNavigate}>
            {labelOf(s.key)}
          </PageLink>
        </li>
      ))}
    </>
  );
}
