import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { makeValuationRequest, type VehicleBounds } from '@shared/vehicles/valuation.schemas';
import type { AppContext } from '../../platform/context';
import { toLocale } from '../../platform/i18n';
import { catalogue } from './catalogue.service';
import { renderValuationReport } from './valuation-report.pdf';
import { currentYearInCanada, valueVehicle } from './valuation.service';
import { CatalogueResponse, ValuationResponse } from './vehicles.schemas';

/** Valuations are cheap; a report renders a PDF, so it gets a smaller allowance. */
const VALUATION_LIMIT = { name: 'valuation', limit: 60, windowSeconds: 60 };
const REPORT_LIMIT = { name: 'valuation-report', limit: 20, windowSeconds: 60 };

export const vehiclesRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // The year and mileage limits are platform settings (read async); the schema reads them
    // synchronously at parse time, so they are loaded just before validation. Scoped to this plugin.
    let bounds: VehicleBounds = { minYear: 1900, currentYear: currentYearInCanada(), maxMileage: 500_000 };
    app.addHook('preValidation', async () => {
      bounds = {
        minYear: await ctx.settings.number('donations', 'minVehicleYear'),
        currentYear: currentYearInCanada(),
        maxMileage: await ctx.settings.number('donations', 'maxMileage'),
      };
    });
    const ValuationBody = makeValuationRequest(() => bounds);
    const ReportBody = z.intersection(ValuationBody, z.object({ locale: z.enum(['en', 'fr']).optional() }));

    r.post(
      '/api/vehicles/valuation',
      {
        config: { access: 'public', rateLimit: [VALUATION_LIMIT] },
        schema: { body: ValuationBody, response: { 200: ValuationResponse } },
      },
      async (req) => {
        return valueVehicle(ctx, { request: req.body, locale: req.locale });
      },
    );

    r.post(
      '/api/vehicles/valuation/report',
      { config: { access: 'public', rateLimit: [REPORT_LIMIT] }, schema: { body: ReportBody } },
      async (req, reply) => {
        const { locale: bodyLocale, ...request } = req.body;
        const locale = bodyLocale ? toLocale(bodyLocale) : req.locale;
        const result = await valueVehicle(ctx, { request, locale });
        const companyName = String(await ctx.settings.get('business', 'companyName'));
        const pdf = await renderValuationReport({ request, result, locale, companyName });
        return reply
          .type('application/pdf')
          .header('content-disposition', 'attachment; filename="valuation-report.pdf"')
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );

    r.get(
      '/api/vehicles/catalogue',
      { config: { access: 'public' }, schema: { response: { 200: CatalogueResponse } } },
      async (_req, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return catalogue();
      },
    );
  };
