/**
 * The schema of content/data/forms.yaml: the words of the three forms. It is made from the table of
 * fields (src/forms/fields.ts), so every field of a form has its words, and a field with a list of options
 * names exactly the table's option values (`id`), in the table's order: the content translates the labels
 * people read, the table keeps the values that are sent and stored.
 */
import { z, type ZodTypeAny } from 'zod';
import { FORMS, type FieldDef } from '../forms/fields';
import { linkedText, richText, text } from './content-schema-copy';

/** An option's words: the table's value it labels, and the label. */
const optionWords = z.object({ id: text, label: text }).strict();

/** The option list of a field with options of its own, checked against the table's values. */
function optionsOf(def: FieldDef): ZodTypeAny {
  const values = Array.isArray(def.options) ? (def.options as readonly { value: string }[]).map((o) => o.value) : [];
  return z
    .array(optionWords)
    .refine((list) => list.map((o) => o.id).join('\n') === values.join('\n'), { message: `must list the options ${values.join(', ')} (ids), in that order` });
}

/**
 * The words one field of the table needs: a label and a noun (for the messages: "{field} is required"),
 * optionally a hint and its own required message; a select its empty first choice; a field with options
 * its not-an-option message and, unless its options come from other content (the trainers), their labels.
 */
function fieldWordsOf(def: FieldDef): ZodTypeAny {
  const shape: Record<string, ZodTypeAny> = { label: text, noun: text, hint: text.optional(), required: text.optional() };
  if (def.kind === 'select') shape.emptyLabel = text;
  if (def.options !== undefined) shape.notAnOption = text;
  if (Array.isArray(def.options)) shape.options = optionsOf(def);
  return z.object(shape).strict();
}

function formWordsOf(fields: readonly FieldDef[], slots: readonly string[]) {
  return z
    .object({
      /** The form's accessible name. */
      name: richText(slots),
      /** The heading of the lead service's page that shows the form again with its errors. */
      title: text,
      submit: text,
      /** The submit button's label while sending. */
      sending: text,
      successTitle: text,
      successText: text,
      failureTitle: text,
      failureText: text,
      fields: z.object(Object.fromEntries(fields.map((d) => [d.name, fieldWordsOf(d)]))).strict(),
    })
    .strict();
}

export const formsSchema = z
  .object({
    common: z
      .object({ requiredNote: richText(['mark']), fixOne: text, fixMany: richText(['count']), honeypotLabel: text, validationTitle: text })
      .strict(),
    messages: z
      .object({
        required: richText(['field']),
        tooLong: richText(['field', 'max']),
        outOfRange: richText(['field', 'min', 'max']),
        nameInvalid: text,
        emailInvalid: text,
        phoneInvalid: text,
        controlCharacters: richText(['field']),
        html: richText(['field']),
        notText: richText(['field']),
        notList: richText(['field']),
      })
      .strict(),
    noScript: z
      .object({
        skipLink: text,
        /** {phone} and {email} are links. */
        footer: linkedText,
        pageTitle: richText(['form']),
        errorsHeading: text,
        requiredNote: richText(['mark']),
        asterisk: text,
        sendAgain: text,
        thankYouTitle: text,
        thankYouText: text,
        backHome: text,
      })
      .strict(),
    consultation: formWordsOf(FORMS.consultation.fields, []),
    contact: formWordsOf(FORMS.contact.fields, []),
    service: formWordsOf(FORMS.service.fields, ['service']),
  })
  .strict();
