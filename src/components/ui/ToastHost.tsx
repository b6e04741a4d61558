import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { subscribeToasts, type ToastMessage } from '../../browser/toast-bus';
import { useSettings } from '../../hooks/useSettings';

type Toastify = typeof import('react-toastify');

function Body({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <strong data-testid="toast-title" style={{ display: 'block', marginBottom: 2 }}>
        {title}
      </strong>
      <span data-testid="toast-text">{text}</span>
    </div>
  );
}

/** react-toastify's own close button, named in the page's language. */
function CloseButton({ closeToast, theme, label }: { closeToast: (removedByUser?: boolean) => void; theme: string; label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
      </svg>
    </button>
  );
}

/**
 * Shows toasts with react-toastify, loaded on first use so pages that never show a toast
 * never download it. Errors are 'destructive' (role=alert, red), others polite.
 */
export function ToastHost() {
  const { frame } = useSettings();
  const [lib, setLib] = useState<Toastify | null>(null);
  // Toasts must show above an open modal dialog (the top layer), so they render inside it then.
  const [target, setTarget] = useState<Element | null>(null);

  useEffect(() => {
    let loaded: Toastify | null = null;
    const queue: ToastMessage[] = [];
    const show = (lib2: Toastify, t: ToastMessage) => {
      lib2.toast[t.kind](<Body title={t.title} text={t.text} />, {
        role: t.kind === 'error' ? 'alert' : 'status',
        className: `toast-${t.kind === 'error' ? 'destructive' : t.kind}`,
      });
    };
    const unsubscribe = subscribeToasts((t) => {
      setTarget(document.querySelector('dialog[open]') ?? document.body);
      if (loaded) {
        show(loaded, t);
        return;
      }
      queue.push(t);
      if (queue.length === 1) {
        void import('react-toastify').then((mod) => {
          loaded = mod;
          setLib(mod);
          queue.splice(0).forEach((q) => show(mod, q));
        });
      }
    });
    return unsubscribe;
  }, []);

  if (!lib || !target) return null;
  const { ToastContainer, Slide } = lib;
  return createPortal(
    <ToastContainer
      position="top-center"
      theme="dark"
      autoClose={6000}
      transition={Slide}
      newestOnTop
      closeButton={({ closeToast, theme }) => <CloseButton closeToast={closeToast} theme={theme} label={frame.closeNotice} />}
      pauseOnFocusLoss={false}
      aria-label={frame.notifications}
    />,
    target,
  );
}
