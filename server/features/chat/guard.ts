/**
 * What the assistant checks on the way in and on the way out: requests for its instructions, a donor
 * asking about their own donation, personal data in what is sent to a provider, and a reply that
 * would repeat the instructions.
 */

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'");

const INJECTION = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(previous|prior|above|earlier|all|your|the)\b.{0,30}\b(instruction|prompt|rule|direction|message)s?/,
  /\b(system|initial|hidden|original|developer)\s+(prompt|instruction|message)s?\b/,
  /\b(reveal|show|print|repeat|output|display|dump|leak|recite|translate|summari[sz]e)\b.{0,20}\b(your|its|the (system|hidden|initial|original|secret))\b.{0,15}\b(instruction|prompt|rules|configuration|config|context|guidelines)s?\b/,
  /\bwhat (are|were) your (instruction|rule|guideline)s\b/,
  /\b(repeat|print|output|copy|write out)\b.{0,30}\b(text|words|everything|message|lines?)\b.{0,20}\b(above|before|preceding|verbatim|so far)\b/,
  /\bstarting with ["']?you are\b/,
  /\b(you are now|act as|pretend to be|jailbreak|developer mode|\bdan\b)/,
  /\b(ignore[zr]?|oublie[zr]?)\b.{0,40}\b(instruction|consigne|regle)s?/,
  /\b(affiche|montre|repete|revele|donne|traduis|resume)[sz]?\b.{0,40}\b(instruction|consigne|invite|prompt|regle)s?\b/,
  /\b(invite|message|prompt) (systeme|initial)\b/,
  /<\/?(system|instructions?)>|\[\/?inst\]|###\s*(system|instruction)/,
];

/** A message that tries to get the instructions out or to replace them. */
export function isInjectionAttempt(message: string): boolean {
  const m = fold(message);
  return INJECTION.some((re) => re.test(m));
}

const OWN_DONATION = [
  /\b(status|track|tracking|progress|update) (of|on|for)? ?(my|our)\b/,
  /\b(my|our) (donation|car|vehicle|truck|receipt|pickup)('s)? (status|progress)\b/,
  /\bwhere('s| is) my (donation|car|vehicle|truck|receipt)\b/,
  /\b(my|our) (access|tracking) code\b/,
  /\b(did|have) you (receive|get|pick up|picked up) my\b/,
  /\b(statut|suivi|suivre)\b.{0,30}\b(mon|ma|mes|notre)\b/,
  /\bou en est (mon|ma|notre)\b/,
  /\b(mon|ma|notre) (don|voiture|vehicule|camion|recu)\b.{0,30}\b(statut|ou en est|arrive|pret|rendu)\b/,
  /\bmon code (d'acces|de suivi)\b/,
];

/** A donor asking about their own donation: only the portal can answer, never the assistant. */
export function asksAboutOwnDonation(message: string): boolean {
  const m = fold(message);
  return OWN_DONATION.some((re) => re.test(m));
}

/** E-mail addresses, phone numbers, postal codes and VINs are replaced before text leaves for a provider. */
export function redactPersonalData(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/\b[A-HJ-NPR-Z0-9]{17}\b/gi, (m) => (/\d/.test(m) && /[a-z]/i.test(m) ? '[vin]' : m))
    .replace(/(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g, '[phone]')
    .replace(/\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/gi, '[postal code]');
}

const words = (s: string) =>
  fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const SHINGLE = 6;

/**
 * Watches a streamed reply for the instructions coming back: any run of six words of a secret text,
 * or the per-request marker. Text is released only once it is known clean, holding back the tail a
 * leak could still start in.
 */
export class LeakGuard {
  private readonly shingles = new Set<string>();
  private text = '';
  private released = 0;
  leaked = false;

  constructor(
    secrets: string[],
    private readonly marker: string,
    private readonly holdBack = 120,
  ) {
    for (const secret of secrets) {
      const w = words(secret);
      for (let i = 0; i + SHINGLE <= w.length; i++) this.shingles.add(w.slice(i, i + SHINGLE).join(' '));
    }
  }

  private check(): boolean {
    if (this.text.includes(this.marker)) return true;
    const w = words(this.text);
    for (let i = 0; i + SHINGLE <= w.length; i++)
      if (this.shingles.has(w.slice(i, i + SHINGLE).join(' '))) return true;
    return false;
  }

  /** Adds a piece; returns the text now safe to send (may be empty). */
  push(piece: string): string {
    if (this.leaked) return '';
    this.text += piece;
    if (this.check()) {
      this.leaked = true;
      return '';
    }
    const upTo = Math.max(this.released, this.text.length - this.holdBack);
    const out = this.text.slice(this.released, upTo);
    this.released = upTo;
    return out;
  }

  /** At the end of the reply: the rest, when clean. */
  flush(): string {
    if (this.leaked || this.check()) {
      this.leaked = true;
      return '';
    }
    const out = this.text.slice(this.released);
    this.released = this.text.length;
    return out;
  }

  get whole(): string {
    return this.text;
  }

  /** Some text was already sent to the visitor. */
  get anyReleased(): boolean {
    return this.released > 0;
  }
}
