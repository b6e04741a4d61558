/**
 * Select options of spec section 3: the value sent over the wire and stored, and the label the gym
 * reads in the notification text and the staff inbox (English). What a visitor reads beside each value
 * is in content/data/forms.yaml, in the page's language (its `options`, by `id`: these values).
 */

export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export const FITNESS_GOALS = [
  { value: 'weight-loss', label: 'Weight Loss' },
  { value: 'muscle-gain', label: 'Muscle Gain' },
  { value: 'strength', label: 'Strength' },
  { value: 'endurance', label: 'Endurance' },
  { value: 'toning', label: 'Toning' },
  { value: 'general-fitness', label: 'General Fitness' },
  { value: 'sport-specific', label: 'Sport-Specific Training' },
  { value: 'rehabilitation', label: 'Rehabilitation' },
] as const satisfies readonly Option[];

export const FITNESS_LEVELS = [
  { value: 'sedentary', label: 'Sedentary' },
  { value: 'lightly-active', label: 'Lightly Active' },
  { value: 'moderately-active', label: 'Moderately Active' },
  { value: 'very-active', label: 'Very Active' },
  { value: 'extremely-active', label: 'Extremely Active' },
] as const satisfies readonly Option[];

export const WORKOUT_EXPERIENCE = [
  { value: 'beginner', label: 'Beginner (0-6 months)' },
  { value: 'novice', label: 'Novice (6 months-2 years)' },
  { value: 'intermediate', label: 'Intermediate (2-5 years)' },
  { value: 'advanced', label: 'Advanced (5+ years)' },
] as const satisfies readonly Option[];

export const PREFERRED_TIMES = [
  { value: 'early-morning', label: 'Early Morning (6-8 AM)' },
  { value: 'morning', label: 'Morning (8-11 AM)' },
  { value: 'midday', label: 'Midday (11 AM-2 PM)' },
  { value: 'afternoon', label: 'Afternoon (2-5 PM)' },
  { value: 'evening', label: 'Evening (5-8 PM)' },
  { value: 'late-evening', label: 'Late Evening (8+ PM)' },
] as const satisfies readonly Option[];

/** Services offered in the contact form (7; Pilates is not offered there). */
export const CONTACT_SERVICES = [
  { value: 'personal-training', label: 'Personal Training' },
  { value: 'group-fitness', label: 'Group Fitness' },
  { value: 'physiotherapy', label: 'Physiotherapy' },
  { value: 'athletic-performance', label: 'Athletic Performance' },
  { value: 'kickboxing-boxing', label: 'Kickboxing & Boxing' },
  { value: 'prenatal-training', label: 'Pre & Post Natal Training' },
  { value: 'online-coaching', label: 'Online Coaching' },
] as const satisfies readonly Option[];

export const TRAINER_PREFERENCES = [
  { value: 'no-preference', label: 'No Preference' },
  { value: 'male', label: 'Male Trainer' },
  { value: 'female', label: 'Female Trainer' },
] as const satisfies readonly Option[];

export const AVAILABLE_DAYS = [
  { value: 'monday', label: 'Monday' },
  { value: 'tuesday', label: 'Tuesday' },
  { value: 'wednesday', label: 'Wednesday' },
  { value: 'thursday', label: 'Thursday' },
  { value: 'friday', label: 'Friday' },
  { value: 'saturday', label: 'Saturday' },
  { value: 'sunday', label: 'Sunday' },
] as const satisfies readonly Option[];


/** True when `value` is one of the options' values. */
export function isOptionValue(options: readonly Option[], value: string): boolean {
  return options.some((o) => o.value === value);
}

/** The human label of an option value; the value itself when it is not in the list. */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
