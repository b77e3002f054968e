import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoHorizontalOverflow(page: Page, label: string) {
  const { scroll, width, widest } = await page.evaluate(() => {
    const root = document.documentElement;
    const result = { scroll: root.scrollWidth, width: window.innerWidth, widest: '' };
    if (result.scroll <= result.width) return result;
    // The element reaching furthest right says what overflows.
    let right = window.innerWidth;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const r = el.getBoundingClientRect();
      if (r.right > right + 1 && r.width > 0) {
        right = r.right;
        result.widest = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? '').trim().slice(0, 40)}" → ${Math.round(r.right)}px`;
      }
    }
    return result;
  });
  expect(scroll, `${label}: page ${scroll}px wide in a ${width}px window (${widest})`).toBeLessThanOrEqual(
    width,
  );
}

/** No button's text is cut short (an ellipsis or hidden overflow leaves part of the words out). */
export async function expectNoCutButtonText(page: Page, label: string) {
  const cut = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, a[class*="Button"], [role="button"]'))
      .flatMap((button) => [button, ...Array.from(button.querySelectorAll<HTMLElement>('span'))])
      .filter((el) => {
        if (!el.offsetParent || !(el.textContent ?? '').trim()) return false;
        const style = getComputedStyle(el);
        if (style.overflow === 'visible' && style.textOverflow !== 'ellipsis') return false;
        // Words hidden on purpose for screen readers only (the phone's round chat button) are not cut.
        if (style.clipPath === 'inset(50%)' || el.clientWidth <= 1) return false;
        return el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `"${(el.textContent ?? '').trim()}" (${el.clientWidth}px shows ${el.scrollWidth}px)`),
  );
  expect(cut, `${label}: button text cut`).toEqual([]);
}

type Box = { x: number; y: number; width: number; height: number };

/** The open list lies inside the window, right above or below its field, and is styled as a dropdown. */
async function expectListNextToField(page: Page, field: Locator, label: string) {
  const list = page.getByRole('listbox').filter({ visible: true }).first();
  await list.waitFor({ state: 'visible', timeout: 5_000 });
  expect(await field.getAttribute('aria-expanded'), `${label}: aria-expanded while open`).toBe('true');
  const [f, l] = (await Promise.all([field.boundingBox(), list.boundingBox()])) as [Box, Box];
  const viewport = page.viewportSize()!;
  // The dropdown is the listbox's positioned ancestor (Mantine's Popover): unstyled, it would sit in the flow.
  const positioned = await list.evaluate((el) => {
    for (let n: Element | null = el; n; n = n.parentElement) {
      const p = getComputedStyle(n).position;
      if (p === 'absolute' || p === 'fixed') return true;
    }
    return false;
  });
  const where = `field ${JSON.stringify(f)}, list ${JSON.stringify(l)}, window ${viewport.width}×${viewport.height}`;
  expect(positioned, `${label}: list is a positioned dropdown (${where})`).toBe(true);
  expect(
    l.x >= -1 && l.x + l.width <= viewport.width + 1,
    `${label}: list inside the window sideways (${where})`,
  ).toBe(true);
  expect(
    l.y >= -1 && l.y + l.height <= viewport.height + 1,
    `${label}: list inside the window (${where})`,
  ).toBe(true);
  const gapBelow = l.y - (f.y + f.height);
  const gapAbove = f.y - (l.y + l.height);
  const next = (gapBelow >= -2 && gapBelow <= 24) || (gapAbove >= -2 && gapAbove <= 24);
  expect(next, `${label}: list next to its field (${where})`).toBe(true);
}

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Opening a list did not move the page. Mantine scrolls the chosen option into view on a timer after
 * the list opens, so this looks once that timer and a frame have passed: a list drawn in the page's
 * flow before it was placed scrolled the page up, and the field's list was left hidden (decision 038).
 */
async function expectPageStill(page: Page, top: number, label: string) {
  await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(done), 20)));
  expect(await scrollTop(page), `${label}: the page did not move`).toBe(top);
  expect(
    await page.getByRole('listbox').filter({ visible: true }).count(),
    `${label}: list still shown`,
  ).toBe(1);
}

/**
 * Every enabled Select on the page opens by click and by keyboard (ArrowDown) with its list inside the
 * window next to its field, announced as expanded, without moving the page; Escape closes it.
 */
export async function expectSelectsOpenInView(page: Page, label: string) {
  const fields = page.locator('input[aria-haspopup="listbox"]:not([disabled])');
  const count = await fields.count();
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    if (!(await field.isVisible())) continue;
    const name = `${label}, select ${(await field.getAttribute('aria-label')) ?? i}`;
    await field.scrollIntoViewIfNeeded();
    let top = await scrollTop(page);
    await field.click();
    await expectListNextToField(page, field, `${name} by click`);
    await expectPageStill(page, top, `${name} by click`);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').filter({ visible: true }).waitFor({ state: 'hidden' });
    expect(await field.getAttribute('aria-expanded'), `${name}: aria-expanded once closed`).toBe('false');

    await field.focus();
    top = await scrollTop(page);
    await page.keyboard.press('ArrowDown');
    await expectListNextToField(page, field, `${name} by keyboard`);
    await expectPageStill(page, top, `${name} by keyboard`);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').filter({ visible: true }).waitFor({ state: 'hidden' });
  }
  return count;
}
