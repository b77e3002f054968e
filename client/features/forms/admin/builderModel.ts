import {
  DEFAULT_OPTIONS,
  newFieldId,
  optionsFromLines,
  slugify,
  otherLanguage,
  type FieldType,
  type FormFieldDef,
  type FormLang,
  type FormView,
  type SaveFormRequest,
} from '@shared/forms/form.schemas';

/** A field being edited: options kept as the typed lines until saved. */
export type DraftField = Omit<FormFieldDef, 'options'> & { optionLines: string };

export interface BuilderState {
  name: string;
  slug: string;
  /** The slug follows the name until someone edits it. */
  slugEdited: boolean;
  description: string;
  /** The form's one language (DECISIONS §10); chosen when it is created. */
  language: FormLang;
  /** The form a new one translates. */
  translationOf: number | null;
  notifyEmail: string;
  isActive: boolean;
  fields: DraftField[];
}

export const EMPTY_BUILDER: BuilderState = {
  name: '',
  slug: '',
  slugEdited: false,
  description: '',
  language: 'en',
  translationOf: null,
  notifyEmail: '',
  isActive: true,
  fields: [],
};

export function newDraftField(type: FieldType): DraftField {
  return {
    id: newFieldId(),
    type,
    label: '',
    placeholder: '',
    helpText: '',
    required: false,
    // New select fields start with two options (back-office.md §5).
    optionLines: type === 'select' ? DEFAULT_OPTIONS.join('\n') : '',
  };
}

const draftFields = (fields: FormFieldDef[]): DraftField[] =>
  fields.map(({ options, ...rest }) => ({ ...rest, optionLines: (options ?? []).join('\n') }));

export function fromForm(f: FormView): BuilderState {
  return {
    name: f.name,
    slug: f.slug,
    slugEdited: true,
    description: f.description,
    language: f.language,
    translationOf: f.translationOf,
    notifyEmail: f.notifyEmail,
    isActive: f.isActive,
    fields: draftFields(f.fields),
  };
}

/**
 * A new form translating `f`: a copy in the other language, linked to it once saved, with the same
 * fields (same ids, so answers line up) whose texts the editor translates first. Its slug follows the
 * translated name; until then it is the original's with the language added.
 */
export function translationDraft(f: FormView): BuilderState {
  const language = otherLanguage(f.language);
  return {
    name: f.name,
    slug: `${f.slug.slice(0, 47).replace(/-+$/, '')}-${language}`,
    slugEdited: false,
    description: f.description,
    language,
    translationOf: f.id,
    notifyEmail: f.notifyEmail,
    isActive: f.isActive,
    fields: draftFields(f.fields),
  };
}

export function toFieldDef({ optionLines, ...f }: DraftField): FormFieldDef {
  return f.type === 'select' ? { ...f, options: optionsFromLines(optionLines) } : f;
}

export function toRequest(s: BuilderState): SaveFormRequest {
  return {
    name: s.name,
    slug: s.slug || slugify(s.name),
    description: s.description,
    language: s.language,
    translationOf: s.translationOf,
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
