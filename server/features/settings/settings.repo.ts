import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { JsonValue } from '../../db/schema/columns';
import { platformSettings } from '../../db/schema/settings';

export async function listStoredSettings(db: DbOrTx) {
  return db
    .select({ category: platformSettings.category, key: platformSettings.key, value: platformSettings.value })
    .from(platformSettings);
}

export async function upsertSetting(
  db: DbOrTx,
  row: { category: string; key: string; value: JsonValue; description?: string | null; isPublic: boolean },
) {
  await db
    .insert(platformSettings)
    .values({ ...row, description: row.description ?? null })
    .onConflictDoUpdate({
      target: [platformSettings.category, platformSettings.key],
      set: {
        value: row.value,
        description: row.description ?? null,
        isPublic: row.isPublic,
        updatedAt: new Date(),
      },
    });
}

export async function deleteSetting(db: DbOrTx, category: string, key: string) {
  await db
    .delete(platformSettings)
    .where(and(eq(platformSettings.category, category), eq(platformSettings.key, key)));
}
