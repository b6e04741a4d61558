/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { useBookingScripts } from '../../src/components/booking/useBookingScripts';
import { JQUERY_PUBLIC_PATH } from '../../src/lib/booking';

const HOST = 'https://portal.forge24fitness.example/js/booking-widget.js';

function Page() {
  useBookingScripts(HOST);
  return <p>booking</p>;
}

const ours = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-booking-script]'));

describe('useBookingScripts (spec 2.12)', () => {
  it('adds jQuery then the portal host script, ordered, and removes only them on unmount', () => {
    const other = document.createElement('script');
    other.src = '/app.js';
    document.body.appendChild(other);

    const view = render(<Page />);
    const scripts = ours();
    expect(scripts.map((s) => s.getAttribute('data-booking-script'))).toEqual(['jquery', 'portal-host']);
    expect(scripts[0].getAttribute('src')).toBe(JQUERY_PUBLIC_PATH);
    expect(scripts[1].src).toBe(HOST);
    expect(scripts.every((s) => !s.async)).toBe(true);

    view.unmount();
    expect(ours()).toHaveLength(0);
    expect(document.body.contains(other)).toBe(true);
    other.remove();
  });

  it('handles a failed portal script silently', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(<Page />);
    const host = ours()[1];
    host.dispatchEvent(new Event('error'));
    expect(host.dataset.bookingStatus).toBe('failed');
    ours()[0].dispatchEvent(new Event('load'));
    expect(ours()[0].dataset.bookingStatus).toBe('loaded');
    expect(spy).not.toHaveBeenCalled();
    view.unmount();
    expect(ours()).toHaveLength(0);
    spy.mockRestore();
  });
});
