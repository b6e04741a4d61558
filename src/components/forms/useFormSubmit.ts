import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Dispatch, type FormEvent, type MutableRefObject, type RefObject, type SetStateAction } from 'react';
import type { FormChoices } from '../../forms/choices';
import { HONEYPOT_FIELD, type FormId } from '../../forms/form-ids';
import { keyFor, sendSubmission, type RetryKey, type SendResult } from '../../browser/forms/send';
import { buildSubmission, prepareSubmission, type FormSubmission } from '../../forms/submission';
import { errorsByField, errorsToToastText, type FieldError } from '../../forms/validation';
import { emptyValues, type FieldOf, type FormValuesOf } from '../../forms/values';
import { typedValues } from '../../browser/forms/dom-values';
import { formUrl } from '../../browser/forms/form-urls';
import { showToast } from '../../browser/toast-bus';
import { usePageLanguage, type PageFormWords } from '../../hooks/usePageData';

export interface UseFormSubmitOptions<F extends FormId> {
  formId: F;
  /**
   * Run the shared validator (sanitise + validate, spec 5) before sending: the consultation and
   * service forms. The contact form relies on the browser's required checks only.
   */
  validate: boolean;
  /** Values the visitor does not type, added on submit (the service form's `service`). */
  fixedValues?: Partial<Record<FieldOf<F>, string>>;
  /** The run-time option lists the validator needs (the consultation form's trainers). */
  choices?: FormChoices;
  /** The form's words in the page's language: the messages, the toasts, the busy label. */
  words: PageFormWords;
}

export interface FormSubmitState<F extends FormId> {
  values: FormValuesOf<F>;
  /** Sets one field; any edit clears the error list (spec 4). */
  setField: (field: FieldOf<F>, value: string | string[]) => void;
  errors: FieldError[];
  /** The first error of each field, for the inline messages. */
  fieldErrors: Partial<Record<string, FieldError>>;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Attach to the ErrorList: focus moves there when validation fails. */
  errorListRef: RefObject<HTMLDivElement>;
  /** Attach to the form: what was typed into it before its code ran is kept (src/browser/forms/dom-values). */
  formRef: RefObject<HTMLFormElement>;
  /** The URL the form posts to (also the `action` for browsers without JavaScript). */
  action: string;
}

/**
 * One form's values and its submit step (the page's language, from the page's context, goes with every submission):
 * validate (optional) -> error list + 'Form validation failed' toast + focus, no request;
 * else submitting -> POST JSON to the form's URL (src/browser/forms/send: a time limit, and an idempotency
 * key kept while the same content is sent again, so a retry after a lost answer is one lead)
 * -> ok: success toast, form cleared;
 * the service's field errors (400): shown like the browser's own (list, fields, toast), values kept;
 * any other failure, no answer in time or a network error: the 'Error' toast naming the gym's email,
 * every value kept.
 */
export function useFormSubmit<F extends FormId>({ formId, validate, fixedValues, choices, words }: UseFormSubmitOptions<F>): FormSubmitState<F> {
  const language = usePageLanguage();
  const [values, setValues] = useState<FormValuesOf<F>>(() => emptyValues(formId));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const errorListRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusErrors = useRef(false);
  const inFlight = useRef(false);
  const retryKey = useRef<RetryKey | null>(null);
  const mounted = useMounted();
  useTypedBeforeCode(formRef, formId, setValues);
  useFocusOnErrors(errors, focusErrors, errorListRef);

  const setField = useCallback((field: FieldOf<F>, value: string | string[]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => (prev.length === 0 ? prev : []));
  }, []);

  /** Shows field errors as the browser's own would be (list, fields), the list taking the focus. */
  const showErrors = (list: FieldError[]): void => {
    focusErrors.current = true;
    setErrors(list);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const trap = form.elements.namedItem(HONEYPOT_FIELD);
    const honeypot = trap instanceof HTMLInputElement ? trap.value : '';
    setErrors([]);
    const submission = submissionOf(formId, { ...values, ...fixedValues }, { validate, honeypot, language, choices, words }, showErrors);
    if (!submission) return;

    inFlight.current = true;
    setSubmitting(true);
    retryKey.current = keyFor(retryKey.current, JSON.stringify(submission));
    void sendSubmission(formUrl(formId), submission, retryKey.current.key).then((result) => {
      inFlight.current = false;
      const ok = result.kind === 'ok';
      if (ok) retryKey.current = null;
      showResultToast(result, words);
      if (ok && trap instanceof HTMLInputElement) trap.value = '';
      if (!mounted.current) return;
      if (ok) setValues(emptyValues(formId));
      if (result.kind === 'invalid') showErrors(result.errors);
      setSubmitting(false);
    });
  };

  return { values, setField, errors, fieldErrors: errorsByField(errors), submitting, onSubmit, errorListRef, formRef, action: formUrl(formId) };
}

/** Whether the component is still mounted (an answer that comes after it left changes no state). */
function useMounted(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/**
 * Typed before this code ran (the form's HTML came first): the fields hold it, so the state does too,
 * before anything else can happen (a layout effect: React renders with it before it yields).
 */
function useTypedBeforeCode<F extends FormId>(formRef: RefObject<HTMLFormElement>, formId: F, setValues: Dispatch<SetStateAction<FormValuesOf<F>>>): void {
  useLayoutEffect(() => {
    const typed = formRef.current ? typedValues(formRef.current, formId) : {};
    if (Object.keys(typed).length > 0) setValues((prev) => ({ ...prev, ...typed }));
  }, [formId, formRef, setValues]);
}

/** Moves the focus to the error list once errors are shown for a submission (not while the visitor edits). */
function useFocusOnErrors(errors: FieldError[], focusErrors: MutableRefObject<boolean>, errorListRef: RefObject<HTMLDivElement>): void {
  useEffect(() => {
    if (focusErrors.current && errors.length > 0) {
      focusErrors.current = false;
      errorListRef.current?.focus();
    }
  }, [errors, focusErrors, errorListRef]);
}

interface SubmissionOptions {
  validate: boolean;
  honeypot: string;
  language: ReturnType<typeof usePageLanguage>;
  choices?: FormChoices;
  words: PageFormWords;
}

/**
 * What the form sends: validated first when the form asks for it (the errors shown, with the 'Form
 * validation failed' toast, and nothing sent: null), else as typed.
 */
function submissionOf<F extends FormId>(formId: F, all: FormValuesOf<F>, options: SubmissionOptions, showErrors: (errors: FieldError[]) => void): FormSubmission<F> | null {
  const { validate, honeypot, language, choices, words } = options;
  if (!validate) return buildSubmission(formId, all, { honeypot, language });
  const prepared = prepareSubmission(formId, all, { honeypot, language, choices, words: { messages: words.messages, form: words.form } });
  if (prepared.ok) return prepared.submission;
  showErrors(prepared.errors);
  showToast({ kind: 'error', title: words.common.validationTitle, text: prepared.toastText });
  return null;
}

/** The toast of the service's answer: success, the field errors it found, or the failure naming the gym's email. */
function showResultToast(result: SendResult, words: PageFormWords): void {
  const text = words.form;
  if (result.kind === 'ok') showToast({ kind: 'success', title: text.successTitle, text: text.successText });
  else if (result.kind === 'invalid') showToast({ kind: 'error', title: words.common.validationTitle, text: errorsToToastText(result.errors) });
  else showToast({ kind: 'error', title: text.failureTitle, text: text.failureText });
}
