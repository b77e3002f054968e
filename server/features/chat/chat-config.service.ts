import { eq, sql } from 'drizzle-orm';
import { BusinessInfo, type ChatConfigResponse } from '@shared/chat/chat.schemas';
import type { DbOrTx } from '../../db/client';
import { businessConfig } from '../../db/schema/settings';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { translate, type Locale } from '../../platform/i18n';
import type { SessionUser } from '../../platform/session/session';
import { businessFacts } from './business-facts';

/** The two documents of the assistant's configuration (business_config rows, versioned). */
const PROMPT_ID = 'chat.systemPrompt';
const INFO_ID = 'chat.businessInfo';

async function readDoc(db: DbOrTx, id: string) {
  const [row] = await db.select().from(businessConfig).where(eq(businessConfig.id, id));
  return row && row.isActive ? row : null;
}

async function writeDoc(db: DbOrTx, id: string, data: unknown, actor: SessionUser) {
  const [row] = await db
    .insert(businessConfig)
    .values({ id, configType: id, configData: data as never, createdBy: actor.id })
    .onConflictDoUpdate({
      target: businessConfig.id,
      set: {
        configData: data as never,
        isActive: true,
        version: sql`${businessConfig.version} + 1`,
        createdBy: actor.id,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function readBusinessInfo(ctx: AppContext): Promise<BusinessInfo> {
  const row = await readDoc(ctx.db, INFO_ID);
  const parsed = BusinessInfo.safeParse(row?.configData ?? {});
  return parsed.success ? parsed.data : BusinessInfo.parse({});
}

/** The admin's instructions, or the built-in ones in the visitor's language. */
export async function readSystemPrompt(ctx: AppContext, locale: Locale): Promise<string> {
  const row = await readDoc(ctx.db, PROMPT_ID);
  const saved = (row?.configData as { systemPrompt?: string } | null)?.systemPrompt;
  if (saved) return saved;
  const { companyName } = await businessFacts(ctx, locale);
  return translate(locale, 'chat:prompt.default', { companyName });
}

export async function chatConfig(ctx: AppContext, locale: Locale): Promise<ChatConfigResponse> {
  const prompt = await readDoc(ctx.db, PROMPT_ID);
  const info = await readDoc(ctx.db, INFO_ID);
  return {
    systemPrompt: await readSystemPrompt(ctx, locale),
    systemPromptIsDefault: !prompt,
    systemPromptVersion: prompt?.version ?? 0,
    businessInfo: await readBusinessInfo(ctx),
    businessInfoVersion: info?.version ?? 0,
    settingsFacts: await businessFacts(ctx, locale),
    model: ctx.ai.model,
    configured: ctx.ai.configured,
  };
}

export async function saveSystemPrompt(
  ctx: AppContext,
  o: { systemPrompt: string; actor: SessionUser; locale: Locale },
) {
  await ctx.db.transaction(async (tx) => {
    const row = await writeDoc(tx, PROMPT_ID, { systemPrompt: o.systemPrompt }, o.actor);
    await audit(tx, {
      actor: o.actor,
      action: 'chat.systemPrompt.update',
      entityType: 'business_config',
      entityId: PROMPT_ID,
      details: { version: row.version, length: o.systemPrompt.length },
    });
  });
  return chatConfig(ctx, o.locale);
}

export async function saveBusinessInfo(
  ctx: AppContext,
  o: { info: BusinessInfo; actor: SessionUser; locale: Locale },
) {
  await ctx.db.transaction(async (tx) => {
    const row = await writeDoc(tx, INFO_ID, o.info, o.actor);
    await audit(tx, {
      actor: o.actor,
      action: 'chat.businessInfo.update',
      entityType: 'business_config',
      entityId: INFO_ID,
      details: { version: row.version, questions: o.info.commonQuestions.length },
    });
  });
  return chatConfig(ctx, o.locale);
}
