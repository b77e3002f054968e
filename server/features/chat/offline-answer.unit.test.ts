import { describe, expect, it } from 'vitest';
import { messageLanguage } from '@shared/chat/message-language';
import { translate, type Locale } from '../../platform/i18n';
import { offlineAnswer } from './assistant';
import { questionKind, retrieve, type Passage } from './knowledge';
import { leadingSentences, quoteSentences, splitSentences } from './sentences';

const facts = {
  companyName: 'Don de véhicules Canada',
  phone: '1-888-555-0199',
  email: 'aide@example.ca',
  hours: 'lun.-ven. 8 h-20 h HE',
  address: '1 rue Principale',
};

/** The FAQ and rule passages as the assistant builds them (knowledge.ts), without a database. */
function passages(locale: Locale): Passage[] {
  const t = (k: string) => translate(locale, k, { ...facts, minYear: 1985, maxMileage: '500 000' });
  const faq = ['ownership', 'vehicles', 'pickup', 'tax', 'cost', 'receipt'].map((k) => ({
    id: `faq:${k}`,
    title: t(`home:faq.${k}.question`),
    text: t(`home:faq.${k}.answer`),
    keywords: '',
    url: '/#faq',
  }));
  const rules = ['howToDonate', 'notRunning', 'receiptValue', 'pickupTime', 'contact'].map((k) => ({
    id: `rule:${k}`,
    title: t(`chat:knowledge.${k}.title`),
    text: t(`chat:knowledge.${k}.text`),
    keywords: t(`chat:knowledge.${k}.keywords`),
    url: `/${k}`,
  }));
  return [...faq, ...rules];
}

const reply = (question: string, pageLocale: Locale) => {
  const locale = messageLanguage(question) ?? pageLocale;
  return offlineAnswer(locale, facts, retrieve(passages(locale), question), question);
};

describe('the offline answer', () => {
  it.each([
    'Quand vais-je recevoir mon reçu fiscal?',
    'Est-ce que le remorquage est gratuit?',
    'Acceptez-vous une auto qui ne démarre plus?',
  ])('answers the French question "%s" in French from its first word, even on an English page', (q) => {
    const a = reply(q, 'en');
    expect(a.startsWith("Je suis l'assistant automatisé")).toBe(true);
    expect(a).not.toMatch(/\b(the|your|here is|found)\b/i);
  });

  it('picks the article that answers the receipt-timing question, in both languages', () => {
    const fr = reply('Quand vais-je recevoir mon reçu fiscal?', 'fr');
    expect(fr).toContain('habituellement 2 à 3 semaines après le remorquage');
    expect(fr).not.toContain('juste valeur marchande');
    const en = reply('When will I get my tax receipt?', 'en');
    expect(en).toContain('usually 2-3 weeks after pickup');
    expect(en).not.toContain('fair market value');
    // The value question still gets the value article.
    expect(reply('Combien vaut mon reçu?', 'fr')).toContain('juste valeur marchande');
  });

  it('says the towing is free when asked in French, from the cost answer', () => {
    const a = reply('Est-ce que le remorquage est gratuit?', 'fr');
    expect(a).toContain('Non. Le remorquage est gratuit partout au Canada');
  });

  it('quotes whole sentences, never an excerpt cut mid-word, nor the questions written for retrieval', () => {
    const a = reply('Comment faire un don de ma voiture?', 'fr');
    expect(a).toContain('Donner prend environ deux minutes en ligne');
    expect(a).not.toContain('Comment faire un don de ma voiture? Donner');
    for (const line of a.split('\n').filter((l) => l && !l.startsWith('Source')))
      expect(line).toMatch(/[.?:!)]$/);
  });
});

describe('sentences', () => {
  it('splits on sentence ends only, keeping decimals, amounts and abbreviations inside', () => {
    expect(splitSentences('Une valeur de 1 000 $ ou plus. Le taux est de 3.5 %! Vraiment? Oui')).toEqual([
      'Une valeur de 1 000 $ ou plus.',
      'Le taux est de 3.5 %!',
      'Vraiment?',
      'Oui',
    ]);
  });

  it('quotes the sentences of a long text that share the question words, in order and whole', () => {
    const filler = 'Les bénévoles trient les dossiers chaque semaine. '.repeat(15);
    const text = `${filler}Les motoneiges sont remorquées sur une plateforme en hiver. ${filler}Fin.`;
    expect(quoteSentences(text, 'Prenez-vous les motoneiges en hiver?')).toBe(
      'Les motoneiges sont remorquées sur une plateforme en hiver.',
    );
    expect(leadingSentences('Première phrase. Deuxième phrase un peu longue.', 20)).toBe('Première phrase.');
  });

  it('knows what kind of thing a question asks for, in both languages', () => {
    expect(questionKind('Quand vais-je recevoir mon reçu?')).toBe('when');
    expect(questionKind('When will I get my receipt?')).toBe('when');
    expect(questionKind('Combien vaut mon reçu?')).toBe('worth');
    expect(questionKind('Où remorquez-vous?')).toBe('where');
  });

  it('tells a French message from an English one', () => {
    expect(messageLanguage('Est-ce que le remorquage est gratuit?')).toBe('fr');
    expect(messageLanguage('When will I get my tax receipt?')).toBe('en');
    expect(messageLanguage('Toyota')).toBeNull();
  });
});
