import { useEffect, useMemo } from 'react';
import { FIELD_DEFS, LIMITS } from '../../lib/forms/formIds';
import { FORM_TEXT } from '../../lib/forms/messages';
import { AVAILABLE_DAYS, FITNESS_GOALS, FITNESS_LEVELS, PREFERRED_TIMES, WORKOUT_EXPERIENCE, type Option } from '../../lib/forms/options';
import { CheckboxGroup } from './CheckboxGroup';
import { ErrorList } from './ErrorList';
import { Field } from './Field';
import { Honeypot } from './Honeypot';
import { RequiredNote } from './RequiredNote';
import { Select } from './Select';
import { SubmitButton } from './SubmitButton';
import { Textarea } from './Textarea';
import { fieldGrid, formCss } from './form-styles';
import { useFormSubmit } from './useFormSubmit';
import { useTrainerNames } from './useTrainerNames';

const FORM_ID = 'consultation';
const lim = LIMITS.consultation;
const label = (field: string): string => FIELD_DEFS.consultation.find((d) => d.name === field)?.label ?? field;

interface Props {
  /** Full name of a trainer to pre-select (the consultation page's `?trainer=`); ignored unless it matches exactly. */
  initialTrainer?: string | null;
  /** Prefix of the ids (default 'consultation'). */
  idPrefix?: string;
}

/**
 * The consultation request (home #consultation and the consultation page): every field of spec 3,
 * validated on submit by the shared validator (noValidate: the error list and toast of spec 5
 * replace the browser's bubbles), posted as JSON, or as a plain HTML post without JavaScript.
 */
export function ConsultationForm({ initialTrainer, idPrefix = FORM_ID }: Props) {
  const form = useFormSubmit({ formId: FORM_ID, validate: true });
  const { values, setField, fieldErrors, submitting } = form;
  const trainers = useTrainerNames();
  const trainerOptions: Option[] = useMemo(() => trainers.map((t) => ({ value: t.name, label: `${t.name} (${t.practitionerType})` })), [trainers]);

  // Only an exact full name pre-selects; anything else leaves "No preference".
  const preselect = initialTrainer && trainers.some((t) => t.name === initialTrainer) ? initialTrainer : null;
  useEffect(() => {
    if (preselect) setField('selectedTrainer', preselect);
  }, [preselect, setField]);

  const id = (field: string): string => `${idPrefix}-${field}`;
  const err = (field: string): string | undefined => fieldErrors[field]?.message;
  const common = (field: 'name' | 'email' | 'phone' | 'age' | 'selectedTrainer' | 'fitnessGoals' | 'currentFitnessLevel' | 'workoutExperience' | 'healthConditions' | 'preferredTime' | 'additionalInfo') => ({
    id: id(field),
    name: field,
    label: label(field),
    error: err(field),
    value: values[field],
    onChange: (v: string) => setField(field, v),
  });

  return (
    <form
      method="post"
      action={form.action}
      noValidate
      onSubmit={form.onSubmit}
      css={formCss}
      aria-label="Free consultation request"
      aria-busy={submitting}
      data-form={FORM_ID}
    >
      <RequiredNote />
      <ErrorList ref={form.errorListRef} id={`${idPrefix}-errors`} errors={form.errors} fieldId={id} />
      <div css={fieldGrid}>
        <Field {...common('name')} required="aria" autoComplete="name" autoCapitalize="words" spellCheck={false} maxLength={lim.name} />
        <Field {...common('email')} required="aria" type="email" inputMode="email" autoComplete="email" spellCheck={false} maxLength={lim.email} />
        <Field {...common('phone')} required="aria" type="tel" inputMode="tel" autoComplete="tel" maxLength={lim.phone} />
        <Field {...common('age')} type="number" inputMode="numeric" min={lim.ageMin} max={lim.ageMax} step={1} autoComplete="off" />
        <Select {...common('selectedTrainer')} options={trainerOptions} emptyLabel="No preference" />
        <Select {...common('fitnessGoals')} required="aria" options={FITNESS_GOALS} emptyLabel="Select your primary goal" />
        <Select {...common('currentFitnessLevel')} required="aria" options={FITNESS_LEVELS} emptyLabel="Select your activity level" />
        <Select {...common('workoutExperience')} required="aria" options={WORKOUT_EXPERIENCE} emptyLabel="Select your experience" />
        <Textarea {...common('healthConditions')} maxLength={lim.healthConditions} rows={3} hint="Injuries, conditions or anything your trainer should know. Leave blank if none." />
        <CheckboxGroup
          id={id('availableDays')}
          name="availableDays"
          label={label('availableDays')}
          error={err('availableDays')}
          options={AVAILABLE_DAYS}
          values={values.availableDays}
          onChange={(days) => setField('availableDays', days)}
        />
        <Select {...common('preferredTime')} options={PREFERRED_TIMES} emptyLabel="Select a time of day" />
        <Textarea {...common('additionalInfo')} maxLength={lim.additionalInfo} rows={4} />
      </div>
      <Honeypot idPrefix={idPrefix} />
      <SubmitButton label="Book My Free Consultation" busyLabel={FORM_TEXT.consultation.sendingLabel} busy={submitting} />
    </form>
  );
}
