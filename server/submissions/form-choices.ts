/**
 * The forms' run-time option lists (src/forms/choices.ts) for the lead service: the trainers of
 * content/data/trainers.yaml, the file the site's build reads for the consultation form's
 * preferred-trainer select, checked by the same schema. So a trainer a visitor picks on the site
 * is one this service accepts, and the no-JavaScript form lists the same names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { formatContentErrors } from '../../src/content/content-errors';
import { trainersSchema } from '../../src/content/content-schema';
import { trainerOptions, type FormChoices } from '../../src/forms';
import { CONTENT_DATA_DIR } from '../paths';

export const TRAINERS_FILE = path.join(CONTENT_DATA_DIR, 'trainers.yaml');

/** Reads the trainers; throws, naming the file and the field, when the file is missing or malformed. */
export function loadFormChoices(file: string = TRAINERS_FILE): FormChoices {
  const parsed = trainersSchema.safeParse(parseYaml(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`The lead service cannot read the trainers:\n${formatContentErrors(file, parsed.error).join('\n')}`);
  return { trainers: trainerOptions(parsed.data.trainers) };
}
