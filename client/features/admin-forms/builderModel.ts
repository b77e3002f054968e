import {
  DEFAULT_OPTIONS,
  newFieldId,
  optionsFromLines,
  slugify,
  type FieldType,
  type FormFieldDef,
  type FormView,
  type SaveFormRequest,
} from '@shared/forms/form.schemas';

/** A field being edited: options kept as the typed lines until saved. */
export type DraftField = Omit<FormFieldDef, 'options'> & { optionLines: string };

export interface BuilderState {
  name: string;
  nameFr: string;
  slug: string;
  /** The slug follows the name until someone edits it. */
  slugEdited: boolean;
  description: string;
  descriptionFr: string;
  notifyEmail: string;
  isActive: boolean;
  fields: DraftField[];
}

export const EMPTY_BUILDER: BuilderState = {
  name: '',
  nameFr: '',
  slug: '',
  slugEdited: false,
  description: '',
  descriptionFr: '',
  notifyEmail: '',
  isActive: true,
  fields: [],
};

export function newDraftField(type: FieldType): DraftField {
  return {
    id: newFieldId(),
    type,
    label: { en: '', fr: '' },
    placeholder: { en: '', fr: '' },
    helpText: { en: '', fr: '' },
    required: false,
    // New select fields start with two options (back-office.md §5).
    optionLines: type === 'select' ? DEFAULT_OPTIONS.join('\n') : '',
  };
}

export function fromForm(f: FormView): BuilderState {
  return {
    name: f.name,
    nameFr: f.nameFr,
    slug: f.slug,
    slugEdited: true,
    description: f.description,
    descriptionFr: f.descriptionFr,
    notifyEmail: f.notifyEmail,
    isActive: f.isActive,
    fields: f.fields.map(({ options, ...rest }) => ({ ...rest, optionLines: (options ?? []).join('\n') })),
  };
}

export function toFieldDef({ optionLines, ...f }: DraftField): FormFieldDef {
  return f.type === 'select' ? { ...f, options: optionsFromLines(optionLines) } : f;
}

export function toRequest(s: BuilderState): SaveFormRequest {
  return {
    name: s.name,
    nameFr: s.nameFr,
    slug: s.slug || slugify(s.name),
    description: s.description,
    descriptionFr: s.descriptionFr,
    notifyEmail: s.notifyEmail,
    isActive: s.isActive,
    fields: s.fields.map(toFieldDef),
  };
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
