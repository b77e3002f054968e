import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** createdAt/updatedAt pair; updatedAt is refreshed by Drizzle on every update made through the ORM. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Money in CAD, exact (numeric 10,2). Drivers return it as a string: convert at the edge. */
export const money = () => numeric({ precision: 10, scale: 2 });

/** Charity financial figures (numeric 15,2). */
export const charityMoney = () => numeric({ precision: 15, scale: 2 });

/** Any JSON value, for settings and free-form configuration. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
