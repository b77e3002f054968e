import { CONTACT_FORM_SLUGS } from '@shared/forms/contact';
import type { FormFieldDef } from '@shared/forms/form.schemas';
import type { Tx } from '../db/client';
import { customForms } from '../db/schema/forms';

const field = (
  id: string,
  type: FormFieldDef['type'],
  label: string,
  extra: Partial<FormFieldDef> = {},
): FormFieldDef => ({ id, type, label, placeholder: '', helpText: '', required: true, ...extra });

/**
 * A contact form a visitor of the demo can send (issue 15), as an English form and its linked French
 * translation (DECISIONS §10): the same fields, each in its own language, at its own address.
 */
export async function seedForms(tx: Tx, options: { now: Date; ownerId: string | undefined }): Promise<void> {
  const common = {
    isActive: true,
    notifyEmail: '',
    createdBy: options.ownerId ?? null,
    createdAt: options.now,
    updatedAt: options.now,
  };
  const [english] = await tx
    .insert(customForms)
    .values({
      ...common,
      name: 'Contact us',
      slug: CONTACT_FORM_SLUGS.en,
      description:
        'A question about donating a vehicle or about your receipt? Write to us: we answer within one business day.',
      language: 'en',
      fields: [
        field('fname01', 'text', 'Your name'),
        field('femail01', 'email', 'E-mail', { helpText: 'We reply to this address.' }),
        field('fphone01', 'phone', 'Phone', { required: false, placeholder: '613-555-0123' }),
        field('ftopic01', 'select', 'Topic', {
          options: ['Donating a vehicle', 'My tax receipt', 'Something else'],
        }),
        field('fmessage01', 'textarea', 'Message'),
      ],
    })
    .returning({ id: customForms.id });
  await tx.insert(customForms).values({
    ...common,
    name: 'Nous joindre',
    slug: CONTACT_FORM_SLUGS.fr,
    description:
      'Une question sur le don d’un véhicule ou sur votre reçu? Écrivez-nous : nous répondons en un jour ouvrable.',
    language: 'fr',
    translationOf: english!.id,
    fields: [
      field('fname01', 'text', 'Votre nom'),
      field('femail01', 'email', 'Courriel', { helpText: 'Nous répondons à cette adresse.' }),
      field('fphone01', 'phone', 'Téléphone', { required: false, placeholder: '613-555-0123' }),
      field('ftopic01', 'select', 'Sujet', {
        options: ['Le don d’un véhicule', 'Mon reçu fiscal', 'Autre chose'],
      }),
      field('fmessage01', 'textarea', 'Message'),
    ],
  });
}
