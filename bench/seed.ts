/**
 * Bench data written straight in SQL (seeding 100,000 donations through the API would take longer than
 * the bench): `total` donations over five makes, a fifth of them sold (comparables for the valuation),
 * and a portal access code for the first `codes` of them (`BNCH-0000-0001` ...).
 */
export type Execute = (sql: string) => Promise<unknown>;

export function benchAccessCode(n: number): string {
  const digits = String(n).padStart(8, '0');
  return `BNCH-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

export async function seedDonations(execute: Execute, opts: { total: number; codes: number }) {
  await execute(`
    insert into donations (year, make, model, mileage, condition, first_name, last_name, email, phone,
      address, city, province, postal_code, status, final_value, valuation_date, created_at)
    select 2005 + (i % 18),
      (array['Honda','Toyota','Ford','Mazda','Subaru'])[1 + i % 5],
      (array['Civic','Corolla','Focus','Mazda3','Impreza','Accord','Camry'])[1 + i % 7],
      50000 + (i * 7919) % 250000,
      'good',
      (array['Jean','Marie','Sam','Alex','Chloé','Noah','Léa','Liam'])[1 + i % 8],
      'Bench' || i,
      'bench' || i || '@example.test',
      '(613) 555-0123', '1 Bench Street', 'Ottawa', 'ON', 'K1A 0B1',
      case when i % 5 = 0 then 'completed' else 'pending' end,
      case when i % 5 = 0 then 800 + (i * 37) % 6000 end,
      case when i % 5 = 0 then current_date end,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${opts.total}) as i`);
  await execute(`
    insert into donor_portal_access (donation_id, access_code, email)
    select id, 'BNCH-' || substr(lpad(n::text, 8, '0'), 1, 4) || '-' || substr(lpad(n::text, 8, '0'), 5, 4), email
    from (select id, email, row_number() over (order by id) as n from donations
          where email like 'bench%@example.test') d
    where n <= ${opts.codes}`);
  // Vacuum too: the rows went into the trigram indexes' pending lists, which every search reads
  // through until a vacuum (autovacuum in production) merges them.
  await execute('vacuum analyze');
}
