import { Anchor, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/lib/router';
import { ApiError } from '@client/lib/api-client';
import { PageLoader } from '@client/ui/PageLoader';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useDonationsByEmail, type DonorDonationWithHistory } from './api';
import { DonationCard } from './DonationCard';
import { DonationDialog } from './DonationDialog';
import { EmailProof } from './EmailProof';
import { HelpBlock } from './HelpBlock';
import { DonorPrivacyPanel } from '@client/features/privacy/DonorPrivacyPanel';

/** /donor-portal: prove the e-mail address with a one-time code, then see its donations. */
export function DonorPortalPage() {
  const { t } = useTranslation('portal');
  usePageTitle('portal:emailPage.pageTitle');
  const [email, setEmail] = useState<string | null>(null);
  const [open, setOpen] = useState<DonorDonationWithHistory | null>(null);
  const donations = useDonationsByEmail(email);
  // The proof lasts 30 minutes: past it, the list answers 403 and the donor starts again.
  const expired = donations.error instanceof ApiError && donations.error.status === 403;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('emailPage.title')}</Title>
          <Text mt="xs">{t('emailPage.intro')}</Text>
          <Text size="sm" mt="xs">
            {t('emailPage.haveCode')}{' '}
            <Anchor component={Link} to="/enhanced-donor-portal">
              {t('emailPage.byCode')}
            </Anchor>
          </Text>
        </div>

        {(email === null || expired) && (
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="proof-heading">
            <Title order={2} size="h3" id="proof-heading" mb="sm">
              {t('proof.title')}
            </Title>
            {expired && <Text mb="sm">{t('emailPage.expired')}</Text>}
            <EmailProof
              onVerified={(verified) => {
                if (verified === email) void donations.refetch();
                else setEmail(verified);
              }}
            />
          </Paper>
        )}

        {email !== null && !expired && (
          <section aria-labelledby="donations-heading">
            <Title order={2} size="h3" id="donations-heading" mb="sm">
              {t('list.title', { email })}
            </Title>
            {donations.isPending && <PageLoader />}
            {donations.isError && (
              <Stack gap="xs" align="flex-start">
                <Text role="alert">{t('list.loadError')}</Text>
                <Button variant="light" onClick={() => void donations.refetch()}>
                  {t('list.retry')}
                </Button>
              </Stack>
            )}
            {donations.data?.length === 0 && <Text>{t('list.empty')}</Text>}
            {donations.data && donations.data.length > 0 && (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" m={0} p={0}>
                {donations.data.map((d) => (
                  <DonationCard key={d.id} donation={d} onOpen={() => setOpen(d)} />
                ))}
              </SimpleGrid>
            )}
          </section>
        )}

        {/* A proven address always has donations; after a deletion the list is empty and the panel says what is kept. */}
        {email !== null && !expired && donations.data && <DonorPrivacyPanel email={email} />}

        <HelpBlock />
      </Stack>
      {email && <DonationDialog donation={open} email={email} onClose={() => setOpen(null)} />}
    </Container>
  );
}
