import { useEffect, useRef, type ReactNode, type MouseEvent } from 'react';
import { css, type SerializedStyles } from '@emotion/react';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { onlyOnScreenWhileModal } from '../../lib/render-on-approach';
import { alpha, colors } from '../../styles/theme';

interface Props {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog. */
  labelledBy: string;
  children: ReactNode;
  /** Close when the backdrop (outside the content) is clicked. */
  closeOnBackdrop?: boolean;
  styles?: SerializedStyles;
  testId?: string;
}

const base = css`
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  max-width: 100vw;
  max-height: 100vh;
  &::backdrop {
    background: ${alpha(colors.scrim, 0.82)};
    -webkit-backdrop-filter: blur(4px);
    backdrop-filter: blur(4px);
  }
`;

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert, Escape closes,
 * focus is kept inside and returns to where it was when the dialog closes.
 */
export function Dialog({ open, onClose, labelledBy, children, closeOnBackdrop = true, styles, testId }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useFocusTrap(ref, open);

  useEffect(() => {
    const el = ref.current;
    if (!el || !open) return undefined;
    // Only what is on screen is restyled when the rest of the page becomes inert (lib/render-on-approach).
    const release = onlyOnScreenWhileModal();
    if (!el.open) el.showModal();
    return () => {
      if (el.open) el.close();
      release();
    };
  }, [open]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const onCancel = (e: Event) => {
      e.preventDefault();
      onClose();
    };
    el.addEventListener('cancel', onCancel);
    return () => el.removeEventListener('cancel', onCancel);
  }, [onClose]);

  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && e.target === ref.current) onClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape is handled by the dialog's cancel event
    <dialog ref={ref} aria-labelledby={labelledBy} css={[base, styles]} onClick={onClick} data-testid={testId}>
      {open && children}
    </dialog>
  );
}
