/**
 * Option lists known only at run time (fields.ts, `ChoiceList`): the trainers of
 * content/data/trainers.yaml. The browser gets them from the build's GraphQL layer
 * (useTrainerNames), the lead service reads the same file (server/submissions/form-choices.ts).
 */
import type { ChoiceList, FieldDef } from './fields';
import type { Option } from './options';

export type FormChoices = { readonly [L in ChoiceList]: readonly Option[] };

export interface TrainerChoice {
  /** The full name: the option's value and what the gym reads in the message. */
  name: string;
  practitionerType: string;
}

/** The preferred-trainer options: every trainer, in content order, shown with what they do. */
export function trainerOptions(trainers: readonly TrainerChoice[]): Option[] {
  return trainers.map((t) => ({ value: t.name, label: `${t.name} (${t.practitionerType})` }));
}

/** Every value a field accepts. A run-time list must be passed in `choices`: without it this throws. */
export function resolveOptions(def: FieldDef, choices?: FormChoices): readonly Option[] {
  if (def.options === undefined) return [];
  if (typeof def.options !== 'string') return def.options;
  const list = choices?.[def.options];
  if (!list) throw new Error(`Field "${def.name}" takes its options from the ${def.options} list, which was not passed`);
  return list;
}

/** The options a form lists after its empty first choice (the one the empty choice stands for is not repeated). */
export function listedOptions(def: FieldDef, choices?: FormChoices): readonly Option[] {
  return resolveOptions(def, choices).filter((o) => o.value !== def.emptyStandsFor);
}
