import { useRef, useState, type FormEvent } from 'react';
import type { NieuweDeelnemer } from '@backend/kern/types';
import { foutTekst } from '../../data/http';
import type { useDeelnemerFormulier } from './useDeelnemerFormulier';

/** What a visitor's form sends: the three fields and the honeypot (Honingpot.tsx). */
export type Verzending = NieuweDeelnemer & { website: string };

interface Opties<T> {
  /** Sends the checked values; its answer goes to `klaar`. */
  verstuur: (waarden: Verzending) => Promise<T>;
  klaar: (antwoord: T) => void;
  /** The form's own further check (shows its message itself); false stops the sending. */
  controleerMeer?: () => boolean;
  /** After a refusal, e.g. to show places as they are now. */
  naFout?: () => void;
}

/**
 * Sending a visitor's form with naam, e-mail and telefoon (useDeelnemerFormulier): the fields
 * are checked by the server's rules first, a double click sends once, a refusal about a field
 * shows at that field, any other refusal as `serverFout`.
 */
export function useVerzenden<T>(
  formulier: ReturnType<typeof useDeelnemerFormulier>,
  { verstuur, klaar, controleerMeer, naFout }: Opties<T>,
) {
  const [serverFout, setServerFout] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);
  // A state update lands after the click handler; the ref stops a double click in between.
  const bezigRef = useRef(false);
  const honingpot = useRef<HTMLInputElement>(null);

  async function opslaan(event: FormEvent) {
    event.preventDefault();
    if (bezigRef.current) return;
    setServerFout(null);
    const waarden = formulier.controleer();
    const meer = controleerMeer?.() ?? true;
    if (!waarden || !meer) return;
    bezigRef.current = true;
    setBezig(true);
    try {
      klaar(await verstuur({ ...waarden, website: honingpot.current?.value ?? '' }));
    } catch (e) {
      if (!formulier.toonBijVeld(e)) setServerFout(foutTekst(e));
      naFout?.();
    } finally {
      bezigRef.current = false;
      setBezig(false);
    }
  }

  return { opslaan, bezig, serverFout, wisServerFout: () => setServerFout(null), honingpot };
}
