import '@mantine/core/styles/Paper.css';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '@client/lib/router';
import { FIELD_TYPES, SaveFormRequest, type FormView } from '@shared/forms/form.schemas';
import { issuesToErrors } from '@client/features/vehicles/valuationFormModel';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { announce } from '@client/ui/LiveAnnouncer';
import { PageLoader } from '@client/ui/PageLoader';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useForm, useSaveForm } from './api';
import {
  EMPTY_BUILDER,
  fromForm,
  moveItem,
  newDraftField,
  toRequest,
  translationDraft,
  type BuilderState,
} from './builderModel';
import { hasChanges, useUnsavedChangesWarning } from '@client/ui/useUnsavedChanges';
import { FieldEditor } from './FieldEditor';
import { FormPreviewSection } from './FormPreviewSection';
import { FormSettingsSection } from './FormSettingsSection';
import { TranslationPanel } from './TranslationPanel';

function Builder({
  id,
  initial,
  form,
  source,
}: {
  id: number | null;
  initial: BuilderState;
  /** The saved form being edited. */
  form?: FormView;
  /** The form a new translation is made from. */
  source?: FormView;
}) {
  const { t } = useTranslation('forms');
  usePageTitle(id === null ? 'forms:builder.titleNew' : 'forms:builder.titleEdit');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [s, setS] = useState<BuilderState>(initial);
  const [loaded] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const showInvalid = useInvalidFieldFocus();
  const save = useSaveForm(id);
  // Leaving with changes not saved asks first (issue 35); a saved form navigates away at once.
  useUnsavedChangesWarning(!save.isPending && !save.isSuccess && hasChanges(s, loaded));
  const update = (patch: Partial<BuilderState>) => setS((prev) => ({ ...prev, ...patch }));
  const labelOf = (i: number) => s.fields[i]?.label || t('builder.untitled');
  // The language is chosen once, for a new form that translates nothing.
  const languageFixed = id !== null || s.translationOf !== null;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= s.fields.length || from === to) return;
    const label = labelOf(from);
    update({ fields: moveItem(s.fields, from, to) });
    setErrors({});
    announce(t('builder.moved', { label, position: to + 1, count: s.fields.length }));
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (s.fields.length === 0) {
      toastError(t('builder.noFieldsTitle'), t('builder.noFields'));
      return;
    }
    const body = toRequest(s);
    const parsed = SaveFormRequest.safeParse(body);
    if (!parsed.success) {
      const found = issuesToErrors(parsed.error.issues, (k, p) => t(k, p));
      setErrors(found);
      showInvalid(found, formRef.current);
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: () => {
        // The stand-alone builder returns to the dashboard (back-office.md §7); the others to the list.
        void navigate(pathname === '/form-builder' ? '/admin' : '/admin/forms');
        // Raised on the page arrived at: a toast leaves with the page that raised it.
        if (id === null) toastSuccess(t('builder.created'), t('builder.createdMessage'));
        else toastSuccess(t('builder.updated'), t('builder.updatedMessage'));
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fieldErrors) {
          setErrors(err.fieldErrors);
          showInvalid(err.fieldErrors, formRef.current);
        }
        toastError(t('builder.failed'), apiErrorMessage(err, t('builder.failed')));
      },
    });
  };

  return (
    <Container size="lg" py="xl">
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Anchor component={Link} to="/admin/forms">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden="true" />
              {t('builder.back')}
            </Group>
          </Anchor>
          <Title order={1}>{id === null ? t('builder.titleNew') : t('builder.titleEdit')}</Title>

          <FormSettingsSection state={s} errors={errors} languageFixed={languageFixed} update={update} />

          <TranslationPanel id={id} form={form} source={source} />

          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="form-palette">
            <Title order={2} size="h4" id="form-palette" mb="sm">
              {t('builder.palette')}
            </Title>
            <Group gap="xs">
              {FIELD_TYPES.map((type) => (
                <Button
                  key={type}
                  variant="light"
                  size="sm"
                  onClick={() => {
                    update({ fields: [...s.fields, newDraftField(type)] });
                    announce(t('builder.added', { type: t(`types.${type}`), position: s.fields.length + 1 }));
                  }}
                  aria-label={t('builder.add', { type: t(`types.${type}`) })}
                >
                  + {t(`types.${type}`)}
                </Button>
              ))}
            </Group>
          </Paper>

          <section aria-labelledby="form-fields">
            <Title order={2} size="h4" id="form-fields" mb="sm">
              {t('builder.fields')}
            </Title>
            {errors.fields && (
              <Text c="red.9" role="alert" mb="sm">
                {errors.fields}
              </Text>
            )}
            {s.fields.length === 0 ? (
              <Text>{t('builder.noFieldsYet')}</Text>
            ) : (
              <Stack gap="sm">
                {s.fields.map((field, index) => (
                  <FieldEditor
                    key={field.id}
                    field={field}
                    lang={s.language}
                    index={index}
                    count={s.fields.length}
                    errors={errors}
                    dragging={dragIndex === index}
                    dragProps={{
                      draggable: true,
                      onDragStart: (e) => {
                        // Only the card itself starts a drag: text selection in its inputs still works.
                        if ((e.target as HTMLElement).closest('input, textarea, button'))
                          return e.preventDefault();
                        setDragIndex(index);
                        e.dataTransfer.effectAllowed = 'move';
                      },
                      onDragOver: (e) => {
                        if (dragIndex !== null) e.preventDefault();
                      },
                      onDrop: (e) => {
                        e.preventDefault();
                        if (dragIndex !== null) move(dragIndex, index);
                        setDragIndex(null);
                      },
                      onDragEnd: () => setDragIndex(null),
                    }}
                    onChange={(next) => update({ fields: s.fields.map((f, i) => (i === index ? next : f)) })}
                    onMove={(to) => move(index, to)}
                    onRemove={() => {
                      announce(t('builder.removed', { label: labelOf(index) }));
                      setErrors({});
                      update({ fields: s.fields.filter((_, i) => i !== index) });
                    }}
                  />
                ))}
              </Stack>
            )}
          </section>

          <FormPreviewSection state={s} />

          <Group>
            <SubmitButton
              pending={save.isPending}
              label={t('builder.save')}
              pendingLabel={t('builder.saving')}
            />
          </Group>
        </Stack>
      </form>
    </Container>
  );
}

/**
 * /form-builder, /admin/forms/new and /admin/forms/:id/edit; /admin/forms/new?translationOf=:id starts
 * the other language's version of a form from a copy of it.
 */
export function FormBuilderPage() {
  const { t } = useTranslation('forms');
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ? Number(params.id) : null;
  const sourceId = id === null && search.get('translationOf') ? Number(search.get('translationOf')) : null;
  const wanted = id ?? sourceId;
  const loadId = wanted !== null && Number.isInteger(wanted) && wanted > 0 ? wanted : null;
  const query = useForm(loadId);
  if (id === null && loadId === null) return <Builder id={null} initial={EMPTY_BUILDER} />;
  if (loadId !== null && query.isPending) return <PageLoader />;
  if (query.isError || !query.data)
    return (
      <Container py="xl">
        <Text role="alert">{apiErrorMessage(query.error, t('builder.loadError'))}</Text>
      </Container>
    );
  if (id === null)
    return (
      <Builder
        key={`translation-${query.data.id}`}
        id={null}
        initial={translationDraft(query.data)}
        source={query.data}
      />
    );
  return <Builder key={query.data.id} id={id} initial={fromForm(query.data)} form={query.data} />;
}
