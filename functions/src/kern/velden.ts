/**
 * The rules of the text fields, once, in plain code: the server's zod schemas
 * (validatie.ts) call them, and the web app's forms import them directly, so a form
 * refuses exactly what the server refuses without zod in the visitors' download.
 */

/** A field's answer: the value as it is stored, or the Dutch message shown at the field. */
export type Uitkomst = { ok: true; waarde: string } | { ok: false; fout: string };

export interface Veldregel {
  /** The field's name as its messages begin with it ('Naam', 'E-mail'). */
  label: string;
  controleer(invoer: string): Uitkomst;
  /** The messages of this field that do not begin with its label. */
  eigenMeldingen: readonly string[];
}

/**
 * NFKC makes lookalike forms one (full-width letters, ligatures, a non-breaking space),
 * so what is stored, compared and counted is what a reader sees.
 */
export const normaliseer = (tekst: string) => tekst.normalize('NFKC').trim();

/** Every field is one line: a line break or tab only arrives pasted or injected. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const REGELEINDE = /[\t\n\r\u000B\u000C\u0085\u2028\u2029]/;

/**
 * Other control characters, the soft hyphen (U+00AD: invisible unless a line breaks there, so a
 * name could start with it unseen and be exported as is, issue #24), zero-width and
 * direction-format characters (a name that reads
 * backwards, or looks filled in but is empty), lone surrogates and U+FFFD-U+FFFF (what broken
 * encoding turns into): never typed, only injected or garbled. A zero-width joiner inside an
 * emoji sequence (👩‍👧) is part of the emoji and stays allowed. With the u flag a surrogate
 * range matches only a lone surrogate: a pair is one code point.
 */
const ONZICHTBAAR =
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  /[\u0000-\u001F\u007F-\u009F\u00AD\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uD800-\uDFFF\uFEFF\uFFFD-\uFFFF]|(?<!\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F)?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;

interface Opties {
  max: number;
  verplicht?: boolean;
  /** A name needs at least one letter: '!!!' or '123' names nobody. */
  letter?: boolean;
  /** The field's own shape, with its message. */
  vorm?: { past: (waarde: string) => boolean; fout: string };
}

function tekstregel(label: string, { max, verplicht = false, letter = false, vorm }: Opties): Veldregel {
  const fout = (melding: string): Uitkomst => ({ ok: false, fout: melding });
  return {
    label,
    eigenMeldingen: vorm ? [vorm.fout] : [],
    controleer(invoer) {
      const waarde = normaliseer(invoer);
      if (REGELEINDE.test(waarde)) return fout(`${label} moet op één regel staan, zonder enter of tab`);
      if (ONZICHTBAAR.test(waarde)) return fout(`${label} bevat onzichtbare of andere tekens die niet zijn toegestaan`);
      if (!waarde) return verplicht ? fout(`${label} is verplicht`) : { ok: true, waarde };
      if (waarde.length > max) return fout(`${label} mag hoogstens ${max} tekens lang zijn`);
      if (vorm && !vorm.past(waarde)) return fout(vorm.fout);
      if (letter && !/\p{L}/u.test(waarde)) return fout(`${label} moet minstens één letter bevatten`);
      // Markup has no place in a name or an address: refused rather than trusted to be escaped everywhere.
      if (/[<>]/.test(waarde)) return fout(`${label} mag geen < of > bevatten`);
      return { ok: true, waarde };
    },
  };
}

/** A free text that may stay empty (a location, a description). */
export const vrijeTekst = (label: string, max: number) => tekstregel(label, { max });

/** A name of a person or an organisation: filled in, with a letter. */
export const naamregel = (label: string, max = 100) => tekstregel(label, { max, verplicht: true, letter: true });

/** zod's e-mail rule (ASCII, no dots in a row or at the edges), the one the server always had. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const emailregel = tekstregel('E-mail', {
  max: 254,
  verplicht: true,
  vorm: { past: (t) => EMAIL.test(t), fout: 'Vul een geldig e-mailadres in' },
});

export const telefoonregel = tekstregel('Telefoon', {
  max: 30,
  vorm: {
    past: (t) => /^[0-9+()\-. ]{6,30}$/.test(t),
    fout: 'Vul een geldig telefoonnummer in (alleen cijfers, spaties, +, - en haakjes)',
  },
});

export const linkregel = tekstregel('Link', {
  max: 500,
  vorm: { past: (t) => /^https?:\/\/\S+$/i.test(t), fout: 'De link moet beginnen met http:// of https://' },
});

export type Fouten<V extends string> = Partial<Record<V, string>>;

/** Applies each field's rule: the values as they are to be sent, and the message per wrong field. */
export function controleerVelden<V extends string>(
  regels: Record<V, Veldregel>,
  invoer: Record<V, string>,
): { waarden: Record<V, string>; fouten: Fouten<V> } {
  const waarden = { ...invoer };
  const fouten: Fouten<V> = {};
  for (const veld of Object.keys(regels) as V[]) {
    const uitkomst = regels[veld].controleer(invoer[veld]);
    if (uitkomst.ok) waarden[veld] = uitkomst.waarde;
    else fouten[veld] = uitkomst.fout;
  }
  return { waarden, fouten };
}
