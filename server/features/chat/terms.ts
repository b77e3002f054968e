const STOP_WORDS = new Set(
  (
    'a an the and or but of to in on at for from by with is are was were be been am do does did i me my we our you your it its ' +
    'this that these those what which who whom how when where why can could would should will shall may might have has had ' +
    'there their they them he she his her if so as about into than then too very just also any some please tell know ' +
    'le la les un une des du de d l et ou mais à a au aux en dans sur pour par avec est sont être ai as avez je j me m mon ma mes ' +
    'nous notre nos vous votre vos il elle ils elles on ce cet cette ces qui que qu quoi quel quelle quels quelles comment quand ' +
    'où pourquoi ne n pas se s y t si plus très aussi est-ce svp sil-vous-plait'
  ).split(' '),
);

/** Lower case, no accents, no stop words, a light plural/feminine stem shared by both languages. */
export function normalizeTerm(term: string): string | null {
  const t = term
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '');
  if (t.length < 2 || STOP_WORDS.has(t) || STOP_WORDS.has(term.toLowerCase())) return null;
  let s = t;
  if (s.length > 4 && /(s|x)$/.test(s)) s = s.slice(0, -1);
  if (s.length > 4 && s.endsWith('e')) s = s.slice(0, -1);
  return s;
}
