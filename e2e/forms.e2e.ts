import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, loginAs, newContext, open } from './support/browser';
import { exact } from './support/wizard';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const n = Date.now() % 100000;
const formName = `Volunteer day ${n}`;
const slug = `volunteer-day-${n}`;
const frName = `Journée des bénévoles ${n}`;
const frSlug = `journee-des-benevoles-${n}`;
let formId = 0;
let frId = 0;

/** The seven types from the palette, with their labels in each language's form. */
const FIELDS = [
  { type: 'Text', en: 'Full name', fr: 'Nom complet', required: true },
  { type: 'E-mail', en: 'E-mail', fr: 'Courriel', required: true },
  { type: 'Phone', en: 'Phone', fr: 'Téléphone', required: true },
  { type: 'Long text', en: 'Message', fr: 'Message', required: false },
  { type: 'Choice list', en: 'Shift', fr: 'Quart', required: true },
  { type: 'Checkbox', en: 'I agree', fr: "J'accepte", required: true },
  { type: 'Date', en: 'Day', fr: 'Jour', required: true },
];

/** The list's row of a form (its name comes first; a translation's row names it later too). */
const rowOf = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(`^${name} `) });

const toast = (page: Page, words: string) =>
  expect.poll(() => page.getByText(exact(words)).count(), { message: words }).toBeGreaterThan(0);

describe('forms: build, translate, answer in French on a phone, read and export', () => {
  it('an admin builds a form with every field type and reorders it by drag and by keyboard', async () => {
    const ctx = await newContext(browser, 'en');
    const page = await ctx.newPage();
    await loginAs(page, 'admin', '/admin/forms');
    await expectAccessible(page, 'forms list');
    await page.getByRole('link', { name: 'New form' }).click();
    await page.getByRole('heading', { level: 1, name: 'New form' }).waitFor();
    // Saving with no field is refused.
    await page.getByRole('textbox', { name: /^Form name/ }).fill(formName);
    expect(await page.getByRole('combobox', { name: /^Form language/ }).inputValue()).toBe('en');
    await page.getByRole('button', { name: 'Save form' }).click();
    await toast(page, 'No Fields');
    expect(await page.getByRole('textbox', { name: /^Address/ }).inputValue()).toBe(slug);
    // Date first, then dragged onto the second card, then moved to the end with the keyboard buttons.
    const order = [FIELDS[6]!, ...FIELDS.slice(0, 6)];
    for (const f of order) await page.getByRole('button', { name: `Add ${f.type} field` }).click();
    for (const [i, f] of order.entries()) {
      await page
        .getByRole('textbox', { name: /^Label/ })
        .nth(i)
        .fill(f.en);
      if (f.required) await page.getByRole('checkbox', { name: 'Required' }).nth(i).check();
    }
    await page
      .getByRole('textbox', { name: /^Help text/ })
      .nth(1)
      .fill('Your first and last name');
    expect(await page.getByRole('textbox', { name: /^Options, one per line/ }).inputValue()).toBe(
      'Option 1\nOption 2',
    );
    await page.getByRole('textbox', { name: /^Options, one per line/ }).fill('Morning\n\nAfternoon\n');
    const cards = page.locator('[data-field-editor]');
    await cards
      .nth(0)
      .getByRole('heading', { level: 3 })
      .dragTo(cards.nth(1).getByRole('heading', { level: 3 }));
    await expect
      .poll(() => page.locator('[data-live-announcer]').textContent())
      .toBe('Field “Day” moved to position 2 of 7');
    expect(
      await page
        .getByRole('textbox', { name: /^Label/ })
        .nth(0)
        .inputValue(),
    ).toBe('Full name');
    for (let pos = 2; pos < 7; pos++)
      await page.getByRole('button', { name: `Move field ${pos} down` }).click();
    await expect
      .poll(() => page.locator('[data-live-announcer]').textContent())
      .toBe('Field “Day” moved to position 7 of 7');
    await page.getByRole('switch', { name: 'Preview' }).check();
    await page.getByText('Your first and last name').waitFor();
    await page.getByRole('textbox', { name: /^Full name/ }).waitFor();
    await expectAccessible(page, 'form builder with preview');
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/forms');
    await toast(page, 'Your custom form has been created successfully.');
    const row = rowOf(page, formName);
    await row.waitFor();
    const editHref = await row.getByRole('link', { name: `Edit ${formName}` }).getAttribute('href');
    formId = Number(/\/admin\/forms\/(\d+)\/edit/.exec(editHref ?? '')![1]);
    // Reloaded, the builder shows what was saved, in order.
    await open(page, `/admin/forms/${formId}/edit`);
    const labels = page.getByRole('textbox', { name: /^Label/ });
    await expect.poll(() => labels.count()).toBe(7);
    expect(await labels.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(
      FIELDS.map((f) => f.en),
    );
    expect(await page.getByRole('textbox', { name: /^Options, one per line/ }).inputValue()).toBe(
      'Morning\nAfternoon',
    );
    await expectAccessible(page, 'form builder (edit)');
    await page.getByText('This form has no French version yet.').waitFor();
    await ctx.close();
  });

  it('the list flags the missing translation; Translate makes the linked French form', async () => {
    const ctx = await newContext(browser, 'en');
    const page = await ctx.newPage();
    await loginAs(page, 'admin', '/admin/forms');
    const row = rowOf(page, formName);
    await row.getByText('Missing translation').waitFor();
    await row.getByRole('link', { name: `Translate ${formName} into French` }).click();
    await page.getByText(`Translation of “${formName}” (/forms/${slug})`, { exact: false }).waitFor();
    await page.getByText('Language: French').waitFor();
    await page.getByRole('textbox', { name: /^Form name/ }).fill(frName);
    expect(await page.getByRole('textbox', { name: /^Address/ }).inputValue()).toBe(frSlug);
    const labels = page.getByRole('textbox', { name: /^Label/ });
    // The copy has the same fields, in the same order, for the editor to translate.
    expect(await labels.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(
      FIELDS.map((f) => f.en),
    );
    for (const [i, f] of FIELDS.entries()) await labels.nth(i).fill(f.fr);
    await page
      .getByRole('textbox', { name: /^Placeholder/ })
      .last() // the date's: a checkbox has none
      .fill('aaaa-mm-jj');
    await page
      .getByRole('textbox', { name: /^Help text/ })
      .first()
      .fill('Votre nom et prénom');
    await expectAccessible(page, 'form builder (translation)');
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/forms');
    await toast(page, 'Your custom form has been created successfully.');
    const frRow = rowOf(page, frName);
    await frRow.waitFor();
    const frHref = await frRow.getByRole('link', { name: `Edit ${frName}` }).getAttribute('href');
    frId = Number(/\/admin\/forms\/(\d+)\/edit/.exec(frHref ?? '')![1]);
    // Each names the other as its translation; neither is flagged any more.
    await frRow.getByRole('link', { name: `Edit the translation of ${frName}: ${formName}` }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(formName) })
      .getByRole('link', { name: `Edit the translation of ${formName}: ${frName}` })
      .waitFor();
    expect(await page.getByRole('row', { name: new RegExp(`^(${formName}|${frName}) `) }).count()).toBe(2);
    expect(
      await page
        .getByRole('row', { name: new RegExp(`${formName}|${frName}`) })
        .getByText('Missing translation')
        .count(),
    ).toBe(0);
    await expectAccessible(page, 'forms list with a translation');
    await ctx.close();
  });

  it('a fresh visitor fills it in French on a 390 px phone', async () => {
    const ctx = await newContext(browser, 'fr', 390);
    const page = await ctx.newPage();
    // The English form's address: the French visitor is offered the French form.
    await open(page, `/forms/${slug}`);
    await page.getByRole('heading', { level: 1, name: formName }).waitFor();
    await page.getByRole('link', { name: `Ce formulaire existe aussi en français : ${frName}` }).click();
    await page.waitForURL((u) => u.pathname === `/forms/${frSlug}`);
    await page.getByRole('heading', { level: 1, name: frName }).waitFor();
    await page.getByText('Votre nom et prénom').waitFor();
    await expectAccessible(page, 'public form (fr, 390)');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Nom complet est obligatoire').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBeTruthy();
    await expectAccessible(page, 'public form errors (fr, 390)');
    await page.getByRole('textbox', { name: /^Nom complet/ }).fill('Zoé Lévesque, "bénévole"');
    await page.getByRole('textbox', { name: /^Courriel/ }).fill('zoe@example');
    await page.getByRole('textbox', { name: /^Téléphone/ }).fill('555-0123');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Courriel : entrez une adresse courriel valide').waitFor();
    await page.getByText(/^Téléphone : entrez un numéro/).waitFor();
    await page.getByRole('textbox', { name: /^Courriel/ }).fill('zoe@example.org');
    await page.getByRole('textbox', { name: /^Téléphone/ }).fill('418 555 0142');
    await page.getByRole('textbox', { name: /^Message/ }).fill('=1+1');
    await page.getByRole('combobox', { name: /^Quart/ }).selectOption('Afternoon');
    await page.getByRole('checkbox', { name: /^J'accepte/ }).check();
    await page.locator('input[type="date"]').fill('2026-12-05');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Merci!' }).waitFor();
    await expectAccessible(page, 'thank you (fr, 390)');
    await page.getByRole('button', { name: 'Envoyer une autre réponse' }).click();
    expect(await page.getByRole('textbox', { name: /^Nom complet/ }).inputValue()).toBe('');
    await ctx.close();
  });

  it("switching the site's language on a form opens its translation", async () => {
    const ctx = await newContext(browser, 'en', 1366);
    const page = await ctx.newPage();
    await open(page, `/forms/${slug}`);
    await page.getByRole('heading', { level: 1, name: formName }).waitFor();
    await page.getByRole('button', { name: /\(FR\)$/ }).click();
    await page.waitForURL((u) => u.pathname === `/forms/${frSlug}`);
    await page.getByRole('heading', { level: 1, name: frName }).waitFor();
    await page.getByRole('link', { name: `This form also exists in English: ${formName}` }).waitFor({
      state: 'detached',
    });
    await page.getByRole('link', { name: `Ce formulaire existe aussi en anglais : ${formName}` }).waitFor();
    await ctx.close();
  });

  it('Not Found and Unavailable are said in the visitor language', async () => {
    const ctx = await newContext(browser, 'en', 390);
    const page = await ctx.newPage();
    await open(page, '/forms/no-such-form-here');
    await page.getByRole('heading', { level: 1, name: 'Form Not Found' }).waitFor();
    await expectAccessible(page, 'form not found');
    await ctx.close();
  });

  it('the admin sees the response, its detail and downloads the CSV', async () => {
    const ctx = await newContext(browser, 'en');
    const page = await ctx.newPage();
    await loginAs(page, 'admin', `/admin/forms/${frId}/submissions`);
    await page.getByText('1 response in all').waitFor();
    await page.getByText('Responses per day as a table').click();
    await expectAccessible(page, 'submissions');
    await page.getByRole('button', { name: /^View response/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Zoé Lévesque, "bénévole"').waitFor();
    await dialog.getByText('(418) 555-0142').waitFor();
    await dialog.getByText('French', { exact: true }).waitFor();
    await expectAccessible(page, 'submission detail');
    await page.keyboard.press('Escape');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8');
    expect(csv).toContain('"Zoé Lévesque, ""bénévole"""');
    expect(csv).toContain(",'=1+1,");
    expect(csv).toContain(`Nom complet,Courriel,Téléphone,Message,Quart,J'accepte,Jour`);
    // The English form has no answer: each language's form keeps its own.
    await open(page, `/admin/forms/${formId}/submissions`);
    await page.getByText('No responses yet').waitFor();

    // Disabled, the form tells visitors it is unavailable.
    await open(page, '/admin/forms');
    await page.getByRole('button', { name: `Disable ${frName}` }).click();
    await toast(page, 'Form Updated');
    const visitor = await newContext(browser, 'fr', 390);
    const vp = await visitor.newPage();
    await open(vp, `/forms/${frSlug}`);
    await vp.getByRole('heading', { level: 1, name: 'Formulaire indisponible' }).waitFor();
    await expectAccessible(vp, 'form unavailable (fr)');
    // The English form no longer offers it, and says it exists in English only.
    await open(vp, `/forms/${slug}`);
    await vp.getByText("Ce formulaire n'existe qu'en anglais.").waitFor();
    await visitor.close();
    await ctx.close();
  });
});
