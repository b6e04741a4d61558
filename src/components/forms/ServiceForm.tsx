import { FIELD_DEFS, LIMITS } from '../../lib/forms/formIds';
import { FORM_TEXT } from '../../lib/forms/messages';
import { FITNESS_GOALS, FITNESS_LEVELS, TRAINER_PREFERENCES } from '../../lib/forms/options';
import { ErrorList } from './ErrorList';
import { Field } from './Field';
import { Honeypot } from './Honeypot';
import { RequiredNote } from './RequiredNote';
import { Select } from './Select';
import { SubmitButton } from './SubmitButton';
import { Textarea } from './Textarea';
import { fieldGrid, formCss } from './form-styles';
import { useFormSubmit } from './useFormSubmit';

const FORM_ID = 'service';
const lim = LIMITS.service;
/** No preference is the empty first choice (sent as '', read as 'No Preference'); then male / female. */
const TRAINER_CHOICES = TRAINER_PREFERENCES.filter((o) => o.value !== 'no-preference');
const label = (field: string): string => FIELD_DEFS.service.find((d) => d.name === field)?.label ?? field;

interface Props {
  /** The service the page is about, e.g. 'Personal Training': the subject 'Consultation Request - {service}'. */
  serviceName: string;
  /** Prefix of the ids (default 'service'). */
  idPrefix?: string;
}

/**
 * The consultation form of a service page: name, email, phone and goals required by the browser,
 * then sanitised and checked by the shared validator (errors in a red box and the same toast).
 */
export function ServiceForm({ serviceName, idPrefix = FORM_ID }: Props) {
  // The service is fixed by the page (a hidden input without JavaScript), never typed.
  const form = useFormSubmit({ formId: FORM_ID, validate: true, fixedValues: { service: serviceName } });
  const { values, setField, fieldErrors, submitting } = form;
  const id = (field: string): string => `${idPrefix}-${field}`;
  const common = (field: 'name' | 'email' | 'phone' | 'trainerPreference' | 'fitnessGoals' | 'currentFitnessLevel' | 'medicalConditions' | 'availability' | 'additionalNotes') => ({
    id: id(field),
    name: field,
    label: label(field),
    error: fieldErrors[field]?.message,
    value: values[field],
    onChange: (v: string) => setField(field, v),
  });

  return (
    <form
      method="post"
      action={form.action}
      onSubmit={form.onSubmit}
      css={formCss}
      aria-label={`${serviceName} consultation request`}
      aria-busy={submitting}
      data-form={FORM_ID}
    >
      <RequiredNote />
      <ErrorList ref={form.errorListRef} id={`${idPrefix}-errors`} errors={form.errors} fieldId={id} />
      <input type="hidden" name="service" value={serviceName} />
      <div css={fieldGrid}>
        <Field {...common('name')} required="native" autoComplete="name" autoCapitalize="words" spellCheck={false} maxLength={lim.name} />
        <Field {...common('email')} required="native" type="email" inputMode="email" autoComplete="email" spellCheck={false} maxLength={lim.email} />
        <Field {...common('phone')} required="native" type="tel" inputMode="tel" autoComplete="tel" maxLength={lim.phone} />
        <Select {...common('trainerPreference')} options={TRAINER_CHOICES} emptyLabel="No preference" />
        <Select {...common('fitnessGoals')} required="native" options={FITNESS_GOALS} emptyLabel="Select your fitness goal" />
        <Select {...common('currentFitnessLevel')} options={FITNESS_LEVELS} emptyLabel="Select your fitness level" />
        <Textarea {...common('medicalConditions')} maxLength={lim.medicalConditions} rows={3} hint="Injuries or conditions your trainer should know about. Leave blank if none." />
        <Field {...common('availability')} autoComplete="off" maxLength={lim.availability} hint="e.g. weekday mornings, Saturday afternoons" wide />
        <Textarea {...common('additionalNotes')} maxLength={lim.additionalNotes} rows={4} />
      </div>
      <Honeypot idPrefix={idPrefix} />
      <SubmitButton label="Request My Consultation" busyLabel={FORM_TEXT.service.sendingLabel} busy={submitting} />
    </form>
  );
}
