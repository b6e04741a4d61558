/** The texts a visitor reads after sending a form (spec section 8), shared by the browser and the no-JavaScript pages. */
import type { FormId } from './form-ids';

export interface FormOutcomeText {
  /** Label of the submit button while sending. */
  sendingLabel: string;
  successTitle: string;
  successText: string;
  failureTitle: string;
  /** Failure text naming the gym's email address. */
  failureText: (email: string) => string;
}

const requestFailure = (email: string): string =>
  `There was an issue sending your request. Please try again or contact us directly at ${email}`;

export const FORM_TEXT: Record<FormId, FormOutcomeText> = {
  consultation: {
    sendingLabel: 'Submitting...',
    successTitle: 'Consultation Request Sent!',
    successText: "We'll get back to you within 24 hours to schedule your consultation.",
    failureTitle: 'Error',
    failureText: requestFailure,
  },
  contact: {
    sendingLabel: 'Sending...',
    successTitle: 'Message sent successfully!',
    successText: "We'll get back to you within 24 hours.",
    failureTitle: 'Error',
    failureText: (email) =>
      `There was an issue sending your message. Please try again or contact us directly at ${email}`,
  },
  service: {
    sendingLabel: 'Submitting...',
    successTitle: 'Consultation Request Sent!',
    successText: "We'll get back to you within 24 hours to schedule your consultation.",
    failureTitle: 'Error',
    failureText: requestFailure,
  },
};
