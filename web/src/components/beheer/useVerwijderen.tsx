import { useState } from 'react';
import { BevestigVerwijderen } from './BevestigVerwijderen';
import type { Meldingen } from './useMeldingen';

/**
 * Deleting one row of an admin screen, asked first: `vraagOm(rij)` opens the question (`dialoog`,
 * to be placed on the screen); on Verwijderen the row is deleted, `weg` takes it out of the list
 * at once, the toast says `verwijderd(rij)`, and `laad` reloads, also after a failure (its toast).
 */
export function useVerwijderen<T extends { id: string }>({
  titel,
  vraag,
  verwijder,
  weg,
  verwijderd,
  laad,
  toon,
  fout,
}: {
  titel: string;
  vraag: (rij: T) => string;
  verwijder: (id: string) => Promise<unknown>;
  weg?: (rij: T) => void;
  verwijderd: (rij: T) => string;
  laad: () => Promise<void>;
  toon: Meldingen['toon'];
  fout: Meldingen['fout'];
}) {
  const [teVerwijderen, setTeVerwijderen] = useState<T | null>(null);

  const bevestig = async () => {
    const rij = teVerwijderen;
    setTeVerwijderen(null);
    if (!rij) return;
    try {
      await verwijder(rij.id);
      weg?.(rij);
      toon('error', verwijderd(rij));
    } catch (error) {
      fout(error);
    }
    await laad();
  };

  return {
    vraagOm: setTeVerwijderen,
    dialoog: (
      <BevestigVerwijderen
        titel={titel}
        vraag={teVerwijderen && vraag(teVerwijderen)}
        onAnnuleren={() => setTeVerwijderen(null)}
        onVerwijderen={() => void bevestig()}
      />
    ),
  };
}
