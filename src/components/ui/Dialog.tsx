import { useEffect, useRef, type ReactNode, type MouseEvent } from 'react';
import { css, type SerializedStyles } from '@emotion/react';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { useOverlay } from '../../hooks/useOverlay';
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
  /**
   * Whether the dialog counts as an overlay the visitor opened, which what opens by itself waits for
   * (src/browser/overlays); false for the one that opens by itself, the offer popup.
   */
  countsAsOverlay?: boolean;
}

const base = css`
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  max-width: 100vw;
  max-height: 100vh;
  /* Fixed to the screen whatever a dialog's own styles say: a modal dialog positioned otherwise is placed
     at the top of the document, and focusing it as it opens scrolled the page there. */
  &:modal {
    position: fixed;
  }
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
export function Dialog({ open, onClose, labelledBy, children, closeOnBackdrop = true, styles, testId, countsAsOverlay = true }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useFocusTrap(ref, open);
  useOverlay(open && countsAsOverlay);

  useEffect(() => {
    const el = ref.current;
    if (!el || !open) return undefined;
    if (!el.open) el.showModal();
    return () => {
      if (el.open) el.close();
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
