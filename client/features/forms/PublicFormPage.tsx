import '@mantine/core/styles/Input.css';
import '@client/lib/zod-browser';
import '@mantine/core/styles/Paper.css';
import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useQuery, useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from '@client/lib/router';
import { HONEYPOT_KEY, type FormLang, type PublicFormView } from '@shared/forms/form.schemas';
import { useLanguage } from '@client/i18n/useLanguage';
import { ApiError, apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { PageLoader } from '@client/ui/PageLoader';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { PublicFields } from './PublicFields';
import { checkAnswers, type Answers } from './publicFormModel';

function Message({
  title,
  body,
  titleKey,
  children,
}: {
  title: string;
  body: string;
  titleKey: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('forms');
  usePageTitle(titleKey);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg">{body}</Text>
        {children}
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden="true" />}>
          {t('public.home')}
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * DECISIONS §10: the link to the form's version in the other language, or, when the visitor reads the
 * other language and there is none, a note saying this form exists only in its own.
 */
function LanguageNote({ form, lang }: { form: PublicFormView; lang: FormLang }) {
  const { t } = useTranslation('forms');
  if (form.translation)
    return (
      <Text size="sm">
        <Anchor
          component={Link}
          to={`/forms/${encodeURIComponent(form.translation.slug)}`}
          lang={form.translation.language}
        >
          {t('public.translationLink', {
            language: t(`languageName.${form.translation.language}`),
            name: form.translation.name,
          })}
        </Anchor>
      </Text>
    );
  if (form.language === lang) return null;
  return <Text size="sm">{t('public.onlyIn', { language: t(`languageName.${form.language}`) })}</Text>;
}

function FilledForm({ form, lang }: { form: PublicFormView; lang: FormLang }) {
  const { t } = useTranslation('forms');
  const title = form.name;
  usePageTitle('forms:public.documentTitle', { title });
  const [values, setValues] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [trap, setTrap] = useState('');
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showInvalid = useInvalidFieldFocus();
  const submit = useMutation({
    mutationFn: (body: Record<string, unknown>) => apiRequest('POST', `/api/forms/${form.id}/submit`, body),
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkAnswers(form.fields, values, (k, p) => t(k, p));
    if (!checked.ok) {
      setErrors(checked.errors);
      showInvalid(checked.errors, formRef.current);
      return;
    }
    setErrors({});
    submit.mutate(
      { ...values, [HONEYPOT_KEY]: trap },
      {
        onSuccess: () => {
          toastSuccess(t('public.successTitle'), t('public.successMessage'));
          setDone(true);
          requestAnimationFrame(() => headingRef.current?.focus());
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fieldErrors) {
            setErrors(err.fieldErrors);
            showInvalid(err.fieldErrors, formRef.current);
          }
          toastError(t('public.failedTitle'), apiErrorMessage(err, t('public.failed')));
        },
      },
    );
  };

  if (done) {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1} ref={headingRef} tabIndex={-1}>
            {t('public.thankYouTitle')}
          </Title>
          <Text size="lg">{t('public.thankYouBody')}</Text>
          <Button
            onClick={() => {
              setValues({});
              setDone(false);
            }}
          >
            {t('public.submitAnother')}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} lang={form.language}>
          {title}
        </Title>
        <LanguageNote form={form} lang={lang} />
        {form.description && (
          <Text size="lg" lang={form.language}>
            {form.description}
          </Text>
        )}
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <form ref={formRef} onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <Text size="sm">{t('public.requiredNote')}</Text>
              <PublicFields form={form} values={values} errors={errors} onChange={setValues} />
              {/* Hidden from people and assistive technology; bots fill every input. */}
              <VisuallyHidden aria-hidden="true">
                <TextInput
                  label={t('public.honeypot')}
                  name={HONEYPOT_KEY}
                  tabIndex={-1}
                  autoComplete="off"
                  value={trap}
                  onChange={(e) => setTrap(e.currentTarget.value)}
                />
              </VisuallyHidden>
              <Group>
                <SubmitButton
                  pending={submit.isPending}
                  label={t('public.submit')}
                  pendingLabel={t('public.submitting')}
                />
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}

/**
 * /forms/:slug: an admin-built form, its states (public-site.md §2). The form is in its own language
 * with a link to its translation (DECISIONS §10); switching the site's language while on it opens the
 * translation. Messages are in the visitor's language.
 */
export function PublicFormPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('forms');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const lang: FormLang = language === 'fr' ? 'fr' : 'en';
  const query = useQuery<PublicFormView>({
    queryKey: [`/api/forms/slug/${encodeURIComponent(slug)}`],
    retry: false,
  });
  const shownIn = useRef(lang);
  const translation = query.data?.translation;
  useEffect(() => {
    if (shownIn.current === lang) return;
    shownIn.current = lang;
    if (translation?.language === lang)
      void navigate(`/forms/${encodeURIComponent(translation.slug)}`, { replace: true });
  }, [lang, translation, navigate]);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <Message
        title={t('public.notFoundTitle')}
        body={t('public.notFoundBody')}
        titleKey="forms:public.notFoundTitle"
      />
    ) : (
      <Message
        title={t('public.failedTitle')}
        body={apiErrorMessage(query.error, t('public.failed'))}
        titleKey="forms:public.failedTitle"
      />
    );
  }
  if (!query.data.isActive)
    return (
      <Message
        title={t('public.unavailableTitle')}
        body={t('public.unavailableBody')}
        titleKey="forms:public.unavailableTitle"
      >
        {query.data.translation && <LanguageNote form={query.data} lang={lang} />}
      </Message>
    );
  return <FilledForm key={query.data.id} form={query.data} lang={lang} />;
}
