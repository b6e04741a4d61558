/**
 * Every island of the site: the module (under src/) and the export its component is, and when the browser
 * hydrates it (./start.ts). The build reads this (src/build/island-bundle.ts) to write each page's script
 * with exactly the islands the page has; a name here is what `island(name, Component)` writes into the page.
 *
 * When:
 * - `intent`: the first sign the visitor is about to use it: the pointer over it or pressed on it, focus
 *   entering it. A tap on one of its buttons before then is held and given to it once it has hydrated.
 * - `approach`: it comes within ~1,600 px of the screen (a form, which keeps what was typed into it before:
 *   src/components/forms/useFormSubmit), or a sign of intent comes first.
 * - `visible`: it comes within ~600 px of the screen: a countdown, which ticks while it is seen, and the
 *   carousels, whose photos shown at once, status and buttons depend on the screen's width, which only the
 *   browser knows (the server writes a phone's one photo).
 * - `toast`: the page shows its first toast.
 * - `soon`: a few seconds after the page has loaded (the offer, which opens 5 s after the visitor arrived).
 * - `load`: at once (what the page is for: its redirect, its booking scripts).
 */
export type IslandWhen = 'intent' | 'approach' | 'visible' | 'toast' | 'soon' | 'load';

export const ISLANDS = {
  navbar: ['components/layout/Navbar', 'Navbar', 'intent'],
  toasts: ['components/ui/ToastHost', 'ToastHost', 'toast'],
  'tour-gallery': ['components/home/TourGallery', 'TourGallery', 'intent'],
  membership: ['components/home/Membership', 'Membership', 'intent'],
  'facility-carousel': ['components/home/Facility', 'FacilityCarousel', 'visible'],
  'home-consultation-form': ['components/forms/ConsultationForm', 'ConsultationForm', 'approach'],
  'home-contact-form': ['components/forms/ContactForm', 'ContactForm', 'approach'],
  'business-map': ['components/home/BusinessInfo', 'BusinessMap', 'intent'],
  'promo-popup': ['components/home/PromoPopup', 'PromoPopup', 'soon'],
  'faq-accordion': ['components/faq/FaqAccordion', 'FaqAccordion', 'intent'],
  'service-form': ['components/forms/ServiceForm', 'ServiceForm', 'approach'],
  'consultation-form': ['components/forms/ConsultationForm', 'ConsultationFormFromAddress', 'approach'],
  'blog-redirect': ['components/blog/BlogRedirect', 'BlogRedirect', 'load'],
  countdown: ['components/ui/Countdown', 'Countdown', 'visible'],
  'render-carousel': ['components/expansion/RenderCarousel', 'RenderCarousel', 'visible'],
  'reserve-spot': ['components/ui/ReserveSpotButton', 'ReserveSpotButton', 'intent'],
  'booking-scripts': ['components/booking/useBookingScripts', 'BookingScripts', 'load'],
} as const satisfies Record<string, readonly [string, string, IslandWhen]>;

/** An island's name, as the page's HTML carries it. */
export type IslandName = keyof typeof ISLANDS;
