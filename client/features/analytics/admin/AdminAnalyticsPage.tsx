import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PeriodSelect } from '@client/features/admin-dashboard/PeriodSelect';
import { usePeriod } from '@client/features/admin-dashboard/usePeriod';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage } from '@client/lib/api-client';
import { formatDate, formatMoney, formatNumber } from '@client/lib/format';
import { BarChartFigure } from '@client/ui/BarChartFigure';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useAnalytics, type AnalyticsResponse } from './api';
import { ChartPanel } from './ChartPanel';

type Totals = AnalyticsResponse['totals'];
const TOTALS: (keyof Totals)[] = [
  'donations',
  'valueReceived',
  'receiptsIssued',
  'users',
  'publishedPosts',
  'draftPosts',
  'totalViews',
  'categories',
  'activeForms',
];

/** /admin/analytics: totals, donations per week and province, the funnel, days per stage, the blog. */
export function AdminAnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  usePageTitle('analytics:title');
  const [days, setDays] = usePeriod();
  const query = useAnalytics(days);
  const data = query.data;
  const num = (n: number) => formatNumber(n, language);
  const pct = (n: number | null) => (n === null ? t('dropOffNone') : `${formatNumber(n, language)} %`);
  const days1 = (n: number) => formatNumber(n, language, { maximumFractionDigits: 1 });
  const week = (d: string) =>
    formatDate(`${d}T12:00:00Z`, language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const province = (code: string) => t(`domain:province.${code}`, { defaultValue: code });
  const status = (s: string) => t(`domain:status.${s}`, { defaultValue: s });
  const panel = (key: string) => ({
    title: t(`charts.${key}.title`),
    description: t(`charts.${key}.description`),
  });
  const axis = (key: string) => ({ x: t(`charts.${key}.x`), y: t(`charts.${key}.y`) });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text mt="xs">{t('intro')}</Text>
        </div>
        <PeriodSelect value={days} onChange={setDays} />
        {query.isPending && <Text role="status">{t('loading')}</Text>}
        {query.isError && (
          <Text role="alert" c="red.9">
            {apiErrorMessage(query.error, t('loadError'))}
          </Text>
        )}
        {data && (
          <>
            <section aria-labelledby="an-totals">
              <Title order={2} size="h3" id="an-totals">
                {t('totalsTitle')}
              </Title>
              <Text size="sm" mb="sm">
                {t('periodNote')}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
                {TOTALS.map((k) => (
                  <Paper key={k} withBorder p="sm" radius="md">
                    <Text size="sm">{t(`totals.${k}`)}</Text>
                    <Text fz={22} fw={700}>
                      {k === 'valueReceived' ? formatMoney(data.totals[k], language) : num(data.totals[k])}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
            </section>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <ChartPanel
                dataset="per-week"
                days={days}
                {...panel('perWeek')}
                columns={[{ label: axis('perWeek').x }, { label: axis('perWeek').y, numeric: true }]}
                rows={data.perWeek.map((w) => [
                  formatDate(`${w.weekStart}T12:00:00Z`, language, { dateStyle: 'long', timeZone: 'UTC' }),
                  num(w.count),
                ])}
                chart={
                  <BarChartFigure
                    data={data.perWeek.map((w) => ({ week: week(w.weekStart), count: w.count }))}
                    dataKey="week"
                    series={[{ name: 'count', label: axis('perWeek').y }]}
                    valueLabels
                  />
                }
              />
              <ChartPanel
                dataset="per-province"
                days={days}
                {...panel('perProvince')}
                columns={[{ label: axis('perProvince').x }, { label: axis('perProvince').y, numeric: true }]}
                rows={data.perProvince.map((p) => [province(p.province), num(p.count)])}
                chart={
                  <BarChartFigure
                    data={data.perProvince.map((p) => ({ province: p.province, count: p.count }))}
                    dataKey="province"
                    series={[{ name: 'count', label: axis('perProvince').y }]}
                    valueLabels
                  />
                }
              />
              <ChartPanel
                dataset="funnel"
                days={days}
                {...panel('funnel')}
                columns={[
                  { label: axis('funnel').x },
                  { label: axis('funnel').y, numeric: true },
                  { label: t('columns.dropOff'), numeric: true },
                ]}
                rows={data.funnel.map((f) => [
                  t(`funnel.${f.step}`),
                  num(f.count),
                  f.dropOffPercent === null
                    ? t('dropOffNone')
                    : `${num(f.dropOff)} (${pct(f.dropOffPercent)})`,
                ])}
                chart={
                  <BarChartFigure
                    data={data.funnel.map((f) => ({ step: t(`funnel.${f.step}`), count: f.count }))}
                    dataKey="step"
                    series={[{ name: 'count', label: axis('funnel').y }]}
                    valueLabels
                  />
                }
              />
              <ChartPanel
                dataset="stage-days"
                days={days}
                {...panel('stageDays')}
                columns={[
                  { label: axis('stageDays').x },
                  { label: axis('stageDays').y, numeric: true },
                  { label: t('columns.stays'), numeric: true },
                ]}
                rows={data.stageDays.map((s) => [status(s.status), days1(s.averageDays), num(s.stays)])}
                chart={
                  <BarChartFigure
                    data={data.stageDays.map((s) => ({ status: status(s.status), days: s.averageDays }))}
                    dataKey="status"
                    series={[{ name: 'days', label: axis('stageDays').y }]}
                    valueLabels
                    valueFormatter={days1}
                    vertical
                  />
                }
              />
              <ChartPanel
                dataset="top-posts"
                days={days}
                {...panel('topPosts')}
                columns={[{ label: axis('topPosts').x }, { label: axis('topPosts').y, numeric: true }]}
                rows={data.topPosts.map((p) => [p.title, num(p.viewCount)])}
                chart={
                  <BarChartFigure
                    data={data.topPosts.map((p) => ({
                      post: p.title.length > 24 ? `${p.title.slice(0, 23)}…` : p.title,
                      views: p.viewCount,
                    }))}
                    dataKey="post"
                    series={[{ name: 'views', label: axis('topPosts').y }]}
                    valueLabels
                    vertical
                  />
                }
              />
              <ChartPanel
                dataset="categories"
                days={days}
                {...panel('categories')}
                columns={[
                  { label: axis('categories').x },
                  { label: t('columns.posts'), numeric: true },
                  { label: t('columns.share'), numeric: true },
                ]}
                rows={data.categories.map((c) => [c.name, num(c.posts), pct(c.share)])}
                chart={
                  <BarChartFigure
                    data={data.categories.map((c) => ({ category: c.name, share: c.share }))}
                    dataKey="category"
                    series={[{ name: 'share', label: axis('categories').y }]}
                    valueLabels
                    valueFormatter={(v) => pct(v)}
                    vertical
                  />
                }
              />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
