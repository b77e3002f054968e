import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

const settings = {
  key: ['/api/settings/public/all'],
  data: [{ category: 'business', key: 'companyName', value: 'Dons de véhicules Test' }],
};
const anonymous = { key: ['/api/auth/user'], data: null };

describe('the server-side render of a public page', () => {
  it('renders the home page in French with the settings it is given, and no script', async () => {
    const { html } = await render('/', { language: 'fr', queries: [settings, anonymous] });
    expect(html).toContain('Donnez votre véhicule à un organisme de bienfaisance canadien');
    expect(html).toContain('Dons de véhicules Test');
    expect(html).not.toContain('<script');
    // The page itself, not the loader shown while a chunk loads.
    expect(html).not.toMatch(/Chargement/);
  });

  it("renders the wizard's first step with the query's prefill, and names the namespaces it reads", async () => {
    const { html, namespaces } = await render('/unified-donation?make=Honda&model=Civic&year=2015', {
      language: 'en',
      queries: [settings, anonymous],
    });
    expect(html).toContain('Donate Your Vehicle');
    expect(html).toContain('value="Honda"');
    expect(namespaces).toEqual(['donate', 'valuation']);
  });

  it('renders the user menu for the user it is given, the Login button for nobody', async () => {
    const user = {
      key: ['/api/auth/user'],
      data: {
        id: 'u1',
        username: 'editor',
        role: 'editor',
        email: 'e@x.ca',
        firstName: null,
        lastName: null,
      },
    };
    const signedIn = (await render('/', { language: 'en', queries: [settings, user] })).html;
    const signedOut = (await render('/', { language: 'en', queries: [settings, anonymous] })).html;
    expect(signedIn).toMatch(/aria-haspopup="menu"[^]*?Button-label">editor</);
    expect(signedIn).not.toContain('>Login<');
    expect(signedOut).toContain('>Login<');
  });
});
