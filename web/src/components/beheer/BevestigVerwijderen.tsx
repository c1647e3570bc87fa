import { Bevestig } from '../Bevestig';

interface Props {
  titel: string;
  /** The question; null keeps the dialog closed. */
  vraag: string | null;
  onAnnuleren: () => void;
  onVerwijderen: () => void;
}

/** Deleting cannot be undone (a seller number is never reused), so it is asked first. */
export function BevestigVerwijderen({ titel, vraag, onAnnuleren, onVerwijderen }: Props) {
  return (
    <Bevestig
      titel={titel}
      open={vraag !== null}
      knop="Verwijderen"
      kleur="error"
      onAnnuleren={onAnnuleren}
      onBevestigen={onVerwijderen}
    >
      {vraag}
    </Bevestig>
  );
}
