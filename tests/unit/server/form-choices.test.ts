/** The lead service's copy of the forms' run-time option lists: the trainers of the content. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml, stringify } from 'yaml';
import { TRAINERS_FILE, loadFormChoices } from '../../../server/submissions/form-choices';

describe('loadFormChoices', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-choices-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('reads every trainer of content/data/trainers.yaml, in order, by full name', () => {
    const { trainers } = parseYaml(fs.readFileSync(TRAINERS_FILE, 'utf8')) as { trainers: { name: string; practitionerType: string }[] };
    expect(loadFormChoices().trainers).toEqual(trainers.map((t) => ({ value: t.name, label: `${t.name} (${t.practitionerType})` })));
  });

  test('a malformed trainers file stops the service with the file and the field named', () => {
    const { trainers } = parseYaml(fs.readFileSync(TRAINERS_FILE, 'utf8')) as { trainers: Record<string, unknown>[] };
    const broken = path.join(dir, 'trainers.yaml');
    fs.writeFileSync(broken, stringify({ trainers: [{ ...trainers[0], name: '' }, ...trainers.slice(1)] }));
    expect(() => loadFormChoices(broken)).toThrow(/The lead service cannot read the trainers:\n.*trainers\.yaml.*trainers\[0\]\.name/);
    expect(() => loadFormChoices(path.join(dir, 'missing.yaml'))).toThrow(/ENOENT/);
  });
});
